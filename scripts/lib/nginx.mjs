// Serves a build with Debian's nginx and the project's nginx files (nginx/static-site.*.conf,
// and the build's own _nginx/ snippets: security headers and redirects), for the browser test
// that checks nginx answers as the project's own server does (e2e/nginx.spec.ts). The
// configuration written here is the one README.md shows for production, with test paths.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const NGINX = process.env.NGINX_BINARY || '/usr/sbin/nginx'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * The whole nginx.conf for serving `root` on 127.0.0.1:`port`, its scratch files in `dir`, the
 * project's nginx/ files from `repo`.
 * @param {{ root: string, port: number, dir: string, repo: string }} options
 */
function nginxConf({ root, port, dir, repo }) {
  const q = (value) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`
  return [
    '# Written by scripts/lib/nginx.mjs for a test run.',
    // Workers run as the caller; as root they would be `nobody`, who may not read the build.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${q(path.join(dir, 'nginx.pid'))};`,
    `error_log ${q(path.join(dir, 'error.log'))} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${q(path.join(dir, kind))};`,
    ),
    `  include ${q(path.join(repo, 'nginx', 'static-site.http.conf'))};`,
    `  include ${q(path.join(root, '_nginx', 'security-headers.http.conf'))};`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${q(root)};`,
    `    include ${q(path.join(root, '_nginx', 'security-headers.server.conf'))};`,
    `    include ${q(path.join(root, '_nginx', 'redirects.server.conf'))};`,
    `    include ${q(path.join(repo, 'nginx', 'static-site.server.conf'))};`,
    '  }',
    '}',
    '',
  ].join('\n')
}

/**
 * Starts nginx serving the build in `root` on a free loopback port.
 * @param {{ root: string, repo?: string }} options `repo`: the project (default: the current
 *   directory), whose nginx/ files are included
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ root, repo = process.cwd() }) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed at ${NGINX}: apt-get install nginx (or set NGINX_BINARY)`,
    )
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  const port = await freePort()
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConf({ root: path.resolve(root), port, dir, repo: path.resolve(repo) }))
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, kind))
  const args = ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf]
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`)
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  while (
    !(await fetch(`${url}/`).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill()
      throw new Error(`nginx did not start: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
