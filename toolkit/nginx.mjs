// Debian's nginx with the project's nginx/ files, for tests and local serving:
// - startNginx: a build, with site-server/nginx/static-site.*.conf and the build's own _nginx/ snippets
//   (security headers, redirects), for the browser test that checks nginx answers as the
//   project's own server does (e2e/nginx.spec.ts);
// - startNginxServer: any server { } (Drupal behind PHP-FPM: drupal/tools/fpm-nginx.mjs).
// The configurations written here are the ones README.md shows for production, with test paths.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './free-port.mjs'

const NGINX = process.env.NGINX_BINARY || '/usr/sbin/nginx'
/** Debian's libnginx-mod-http-brotli-static, which site-server/nginx/static-site.brotli.conf needs. */
const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_STATIC_MODULE ||
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

/**
 * A path or value as an nginx string.
 * @param {string} value
 * @returns {string}
 */
export const nginxQuote = (value) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`

/**
 * The whole nginx.conf: `main` lines first (modules), `http` lines inside http { }, one server
 * on 127.0.0.1:`port` holding the `server` lines, scratch files in `dir`.
 * @param {{ port: number, dir: string, main: string[], http: string[], server: string[] }} options
 */
function nginxConf({ port, dir, main, http, server }) {
  const q = nginxQuote
  return [
    '# Written by toolkit/nginx.mjs for a test run.',
    ...main,
    // Workers run as the caller; as root they would be `nobody`, who may not read the files.
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
    ...TEMP_KINDS.map((kind) => `  ${kind}_temp_path ${q(path.join(dir, kind))};`),
    ...http.map((line) => `  ${line}`),
    '  server {',
    `    listen 127.0.0.1:${port};`,
    ...server.map((line) => `    ${line}`),
    '  }',
    '}',
    '',
  ].join('\n')
}

/**
 * Starts nginx on 127.0.0.1:`port` (a free one by default) with the given main, http { } and
 * server { } lines; resolves once it answers `readyPath`.
 * @param {{ port?: number, main?: string[], http?: string[], server: string[], readyPath?: string }} options
 * @returns {Promise<{ url: string, dir: string, stop: () => Promise<void> }>}
 */
export async function startNginxServer({ port, main = [], http = [], server, readyPath = '/' }) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx is not installed at ${NGINX}: apt-get install nginx (or set NGINX_BINARY)`,
    )
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  const listen = port ?? (await freePort())
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConf({ port: listen, dir, main, http, server }))
  for (const kind of TEMP_KINDS) mkdirSync(path.join(dir, kind))
  const args = ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', conf]
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`)
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr += d))
  const url = `http://127.0.0.1:${listen}`
  const deadline = Date.now() + 10_000
  while (!(await fetch(`${url}${readyPath}`).then(Boolean, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill()
      throw new Error(`nginx did not start: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dir,
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

/**
 * Starts nginx serving the build in `root` on a free loopback port, brotli included.
 * @param {{ root: string, repo?: string }} options `repo`: the project (default: the current
 *   directory), whose nginx/ files are included
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startNginx({ root, repo = process.cwd() }) {
  const q = nginxQuote
  const build = path.resolve(root)
  const project = path.resolve(repo)
  if (!existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      `nginx's brotli_static module is not installed at ${BROTLI_STATIC_MODULE}: ` +
        'apt-get install libnginx-mod-http-brotli-static (or set NGINX_BROTLI_STATIC_MODULE)',
    )
  }
  return startNginxServer({
    main: [`load_module ${q(BROTLI_STATIC_MODULE)};`],
    http: [
      `include ${q(path.join(project, 'site-server', 'nginx', 'static-site.http.conf'))};`,
      `include ${q(path.join(project, 'site-server', 'nginx', 'static-site.brotli.conf'))};`,
      `include ${q(path.join(build, '_nginx', 'security-headers.http.conf'))};`,
    ],
    server: [
      `root ${q(build)};`,
      `include ${q(path.join(build, '_nginx', 'security-headers.server.conf'))};`,
      `include ${q(path.join(build, '_nginx', 'redirects.server.conf'))};`,
      `include ${q(path.join(project, 'site-server', 'nginx', 'static-site.server.conf'))};`,
    ],
  })
}
