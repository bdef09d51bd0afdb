// The local site's database server when it is installed on MariaDB
// (`npm run drupal:install -- --db=mariadb`): Debian's mariadb-server (10.11 on Debian 12),
// run as a plain process of the caller's, its data in drupal/.mariadb/ (git-ignored, kept
// when the site is reinstalled: only its database is made again), listening on
// 127.0.0.1:DRUPAL_DB_PORT (3307, beside any system MariaDB on 3306) and on a socket in the
// same folder. It starts when a drupal: script needs it and stops with `npm run drupal:stop`.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { logTail, run } from './commands.mjs'
import { DrupalError, drupalDir } from './paths.mjs'

export const mariadbDir = path.join(drupalDir, '.mariadb')
const dataDir = path.join(mariadbDir, 'data')
const socket = path.join(mariadbDir, 'mariadbd.sock')
export const DB_PORT = Number(process.env.DRUPAL_DB_PORT || 3307)

const MARIADBD = process.env.MARIADBD_BINARY || '/usr/sbin/mariadbd'
const INSTALL_DB = '/usr/bin/mariadb-install-db'
const CLIENT = '/usr/bin/mariadb'
const ADMIN = '/usr/bin/mariadb-admin'
// drush's archive:dump (drupal:backup) runs it, found on the PATH.
const DUMP = '/usr/bin/mariadb-dump'

const osUser = () => os.userInfo().username
/** How the clients reach the local server: as its administrator, on its socket. */
const asAdmin = () => ['--no-defaults', `--socket=${socket}`, `--user=${osUser()}`]

function requireMariaDb() {
  for (const bin of [MARIADBD, INSTALL_DB, CLIENT, ADMIN, DUMP]) {
    if (!existsSync(bin)) {
      throw new DrupalError(
        `${bin} is missing: install Debian's MariaDB (apt-get install mariadb-server), or give a database server with DRUPAL_DB_URL.`,
      )
    }
  }
}

/** Does the local server answer on its socket? */
const answers = () =>
  existsSync(socket) && spawnSync(ADMIN, [...asAdmin(), 'ping'], { encoding: 'utf8' }).status === 0

const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

/**
 * Starts the local MariaDB unless it runs (made by mariadb-install-db the first time), and
 * waits until it answers: synchronous, as the drupal: scripts that need it are.
 */
export function startMariaDb({ timeoutMs = 60000 } = {}) {
  requireMariaDb()
  if (answers()) return
  if (!existsSync(path.join(dataDir, 'mysql'))) {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    // The OS account running this is the server's administrator, by socket only: no
    // password exists to leak, and nothing but this machine's user reaches it.
    const made = spawnSync(
      INSTALL_DB,
      [
        '--no-defaults',
        `--datadir=${dataDir}`,
        `--user=${osUser()}`,
        '--auth-root-authentication-method=socket',
        `--auth-root-socket-user=${osUser()}`,
        '--skip-test-db',
      ],
      { encoding: 'utf8' },
    )
    if (made.status !== 0) {
      throw new DrupalError(`mariadb-install-db failed: ${made.stderr.trim().split('\n').pop()}`)
    }
  }
  const server = spawn(
    MARIADBD,
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(mariadbDir, 'mariadbd.pid')}`,
      `--log-error=${path.join(mariadbDir, 'error.log')}`,
      '--bind-address=127.0.0.1',
      `--port=${DB_PORT}`,
      `--user=${osUser()}`,
      '--skip-name-resolve',
      // Drupal's own recommendations (core/INSTALL.mysql.txt and the requirements check).
      '--character-set-server=utf8mb4',
      '--collation-server=utf8mb4_general_ci',
      '--transaction-isolation=READ-COMMITTED',
      '--max-allowed-packet=64M',
      '--innodb-buffer-pool-size=256M',
    ],
    { detached: true, stdio: 'ignore' },
  )
  server.unref()
  const deadline = Date.now() + timeoutMs
  while (!answers()) {
    if (Date.now() > deadline) {
      const last = logTail(path.join(mariadbDir, 'error.log'), 2) || 'no log'
      throw new DrupalError(`The local MariaDB did not start within ${timeoutMs / 1000} s: ${last}`)
    }
    pause(250)
  }
}

/** Stops the local MariaDB if it runs. */
export function stopMariaDb() {
  if (!answers()) return false
  const pid = serverPid()
  const shutdown = spawnSync(ADMIN, [...asAdmin(), 'shutdown'], { encoding: 'utf8' })
  // mariadb-admin returns before the server has gone: wait for its process, and if the
  // shutdown was refused or the server hangs on, end it with SIGTERM (a clean shutdown too).
  if (pid && !waitForExit(pid, shutdown.status === 0 ? 30000 : 0)) {
    process.kill(pid, 'SIGTERM')
    if (!waitForExit(pid, 30000)) {
      throw new DrupalError(
        `The local MariaDB (pid ${pid}) did not stop: ${shutdown.stderr?.trim() || 'no reason given'}`,
      )
    }
  }
  return true
}

/** The local server's process id, from its pid file; null without one. */
function serverPid() {
  const file = path.join(mariadbDir, 'mariadbd.pid')
  const pid = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : NaN
  return Number.isInteger(pid) && pid > 0 ? pid : null
}

/** Waits up to `ms` for a process to end; whether it has. */
function waitForExit(pid, ms) {
  const end = Date.now() + ms
  for (;;) {
    try {
      process.kill(pid, 0)
    } catch {
      return true
    }
    if (Date.now() >= end) return false
    pause(200)
  }
}

const quote = (value) => `'${String(value).replace(/[\\']/g, (c) => `\\${c}`)}'`

/**
 * An empty database for the site and an account that may use only it, from the loopback;
 * an existing database of that name is dropped first (a reinstall).
 * @returns {{ host: string, port: number, database: string, username: string, password: string }}
 */
export function freshDatabase(password, { database = 'drupal', username = 'drupal' } = {}) {
  run(CLIENT, [...asAdmin(), '--batch'], 'Making the database', {
    input: [
      `DROP DATABASE IF EXISTS \`${database}\`;`,
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci;`,
      `CREATE USER IF NOT EXISTS ${quote(username)}@'127.0.0.1' IDENTIFIED BY ${quote(password)};`,
      `ALTER USER ${quote(username)}@'127.0.0.1' IDENTIFIED BY ${quote(password)};`,
      `GRANT ALL PRIVILEGES ON \`${database}\`.* TO ${quote(username)}@'127.0.0.1';`,
    ].join('\n'),
  })
  return { host: '127.0.0.1', port: DB_PORT, database, username, password }
}
