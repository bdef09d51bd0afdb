/**
 * A build's redirect rules as `from to status` lines: from `_redirects`, and the same read back
 * from its nginx snippet (`_nginx/redirects.server.conf`), so tests can compare the two.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function buildRedirects(dir: string) {
  const netlify = readFileSync(path.join(dir, '_redirects'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
  const nginx = readFileSync(path.join(dir, '_nginx', 'redirects.server.conf'), 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('location'))
    .map((l) => {
      const [, from, status, to] =
        /^location = "([^"]+)" \{ return (\d+) "(.+?)(?:\$is_args\$args)?"; \}$/.exec(l)!
      return `${encodeURI(from)} ${to} ${status}`
    })
  return { netlify, nginx }
}
