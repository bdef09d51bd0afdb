'use strict'
/**
 * Demo CMS: replays a JSON:API snapshot over Drupal's own HTTP contract.
 *
 * Routes live in a small table (ROUTES below): GET JSON:API and files here, the form endpoint
 * in forms.cjs. It is read-only: content changes are made in the real Drupal, and the snapshot
 * is recorded from it again (`npm run cms:snapshot`, docs/demo-content.md).
 */
const { once } = require('node:events')
const http = require('node:http')
const path = require('node:path')
const sirv = require('sirv')
const {
  ORIGIN_PLACEHOLDER,
  DEFAULT_SNAPSHOT_DIR,
  loadSnapshot,
  typeToPath,
} = require('./snapshot.cjs')
const { resolveToday, computeShiftDays, shiftResources } = require('./shift-dates.cjs')
const { ROUTES: FORM_ROUTES, defaultDataDir } = require('./forms.cjs')
const { updateChangeLog, syncAnswer } = require('./change-log.cjs')

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./snapshot.cjs').Snapshot} Snapshot */

/**
 * What a route handler gets.
 * @typedef {object} RouteContext
 * @property {IncomingMessage} req
 * @property {ServerResponse} res
 * @property {URL} url
 * @property {Snapshot} snapshot
 * @property {number} shiftDays
 * @property {string} dataDir where form submissions are stored
 * @property {string} origin
 * @property {(document: unknown) => void} send answers 200 with a JSON:API document, its origin
 *   placeholder replaced by `origin`
 * @property {(type: string) => any[]} resourcesOf the resources of a type, dates shifted
 * @property {import('./change-log.cjs').Log | null} changeLog what changed between starts
 * @property {() => number} clock the time in seconds
 * @property {import('sirv').RequestHandler} serveFile the snapshot's files, by their path under it
 */
/**
 * @typedef {object} Route
 * @property {string} method
 * @property {RegExp} pattern
 * @property {(ctx: RouteContext, ...params: string[]) => void | Promise<void>} handler
 */
/**
 * @typedef {object} StartCmsOptions
 * @property {number} [port]
 * @property {string} [host]
 * @property {string} [snapshotDir]
 * @property {boolean} [shiftDates]
 * @property {() => string} [today] today's date as YYYY-MM-DD (default: env CMS_TODAY or today
 *   in Australia/Canberra)
 * @property {string} [dataDir] where form submissions are stored (default: env CMS_DATA_DIR or
 *   cms/data)
 * @property {(message: string) => void} [log]
 * @property {boolean} [logRequests]
 * @property {string} [changeLog] a change-log file, for gatsby-source-drupal's fastBuilds
 *   (lib/change-log.cjs); without one, the sync endpoint always says to fetch everything
 * @property {() => number} [clock] the time in seconds, for the change log (tests)
 */
/**
 * @typedef {{
 *   url: string,
 *   port: number,
 *   shiftDays: number,
 *   close(): Promise<void>,
 * }} RunningCms
 */

const JSONAPI_TYPE = 'application/vnd.api+json'
/** Drupal's JSON:API maximum (and default) page size. */
const PAGE_SIZE = 50

// ---------------------------------------------------------------------------------------------
// Responses

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {string} [origin] replaces the snapshot's origin placeholder
 */
function sendJson(res, status, body, origin) {
  let text = JSON.stringify(body)
  if (origin) text = text.split(ORIGIN_PLACEHOLDER).join(origin)
  const buf = Buffer.from(text, 'utf8')
  res.writeHead(status, {
    'Content-Type': JSONAPI_TYPE,
    'Content-Length': buf.length,
    'Cache-Control': 'no-cache',
  })
  res.end(res.req && res.req.method === 'HEAD' ? undefined : buf)
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} [detail]
 */
function sendError(res, status, detail) {
  /** @type {{ status: string, title: string, detail?: string }} */
  const error = { status: String(status), title: http.STATUS_CODES[status] || 'Error' }
  if (detail) error.detail = detail
  sendJson(res, status, { jsonapi: { version: '1.0' }, errors: [error] })
}

// ---------------------------------------------------------------------------------------------
// Request helpers

const HOST_RE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/

/**
 * The origin the client used (Host header), falling back to the server's own address.
 * @param {IncomingMessage} req
 * @param {string} fallbackOrigin
 * @returns {string}
 */
function requestOrigin(req, fallbackOrigin) {
  const host = req.headers.host
  const forwarded = String(req.headers['x-forwarded-proto'] || '')
    .split(',')[0]
    .trim()
  const proto = forwarded === 'https' ? 'https' : 'http'
  if (host && HOST_RE.test(host)) return `${proto}://${host}`
  return fallbackOrigin
}

// ---------------------------------------------------------------------------------------------
// Handlers

/** @param {RouteContext} ctx */
function handleIndex(ctx) {
  /** @type {Record<string, { href: string }>} */
  const links = { self: { href: `${ORIGIN_PLACEHOLDER}/jsonapi` } }
  for (const type of ctx.snapshot.types) {
    links[type] = { href: `${ORIGIN_PLACEHOLDER}${typeToPath(type)}` }
  }
  ctx.send({
    jsonapi: {
      version: '1.0',
      meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
    },
    data: [],
    links,
  })
}

/**
 * @param {string | null} value
 * @param {number} fallback
 * @returns {number | null}
 */
function parsePageParam(value, fallback) {
  if (value == null || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) return null
  return n
}

/**
 * @param {RouteContext} ctx
 * @param {string} entity
 * @param {string} bundle
 */
function handleCollection(ctx, entity, bundle) {
  const type = `${entity}--${bundle}`
  if (!ctx.snapshot.resources.has(type))
    return sendError(ctx.res, 404, `Resource type ${type} not found.`)
  const params = ctx.url.searchParams
  const offset = parsePageParam(params.get('page[offset]'), 0)
  let limit = parsePageParam(params.get('page[limit]'), PAGE_SIZE)
  if (offset === null || limit === null) {
    return sendError(ctx.res, 400, 'page[offset] and page[limit] must be non-negative integers.')
  }
  limit = Math.min(Math.max(limit, 1), PAGE_SIZE)
  const all = ctx.resourcesOf(type)
  const data = all.slice(offset, offset + limit)

  const base = `${ORIGIN_PLACEHOLDER}${typeToPath(type)}`
  /** @param {number} pageOffset */
  const pageUrl = (pageOffset) => {
    const q = new URLSearchParams()
    for (const [k, v] of params) if (k !== 'page[offset]' && k !== 'page[limit]') q.append(k, v)
    q.set('page[offset]', String(pageOffset))
    q.set('page[limit]', String(limit))
    return `${base}?${q.toString()}`
  }
  const selfQuery = ctx.url.search
  /** @type {Record<string, { href: string }>} */
  const links = { self: { href: `${base}${selfQuery}` } }
  if (offset > 0) {
    links.first = { href: pageUrl(0) }
    links.prev = { href: pageUrl(Math.max(0, offset - limit)) }
  }
  if (offset + limit < all.length) links.next = { href: pageUrl(offset + limit) }

  // No meta.count: core Drupal has none (only jsonapi_extras' "include count" adds it), so
  // gatsby-source-drupal follows links.next here as it does against the real Drupal.
  ctx.send({ jsonapi: { version: '1.0' }, data, links })
}

/**
 * @param {RouteContext} ctx
 * @param {string} entity
 * @param {string} bundle
 * @param {string} id
 */
function handleIndividual(ctx, entity, bundle, id) {
  const type = `${entity}--${bundle}`
  if (!ctx.snapshot.resources.has(type))
    return sendError(ctx.res, 404, `Resource type ${type} not found.`)
  const resource = ctx.resourcesOf(type).find((r) => r.id === id)
  if (!resource)
    return sendError(ctx.res, 404, `The requested resource ${type} ${id} was not found.`)
  ctx.send({
    jsonapi: { version: '1.0' },
    data: resource,
    links: { self: { href: `${ORIGIN_PLACEHOLDER}${typeToPath(type)}/${id}` } },
  })
}

/**
 * A file of the snapshot. `..`, `.` and absolute paths are refused before sirv looks: it gives
 * the content type, Content-Length, Last-Modified and an ETag it answers If-None-Match with 304
 * to, as Drupal's web server does (Gatsby revalidates downloaded files on the next build instead
 * of downloading them again).
 * @param {RouteContext} ctx
 * @param {string} rawRest
 */
function handleFile(ctx, rawRest) {
  let rest
  try {
    rest = decodeURIComponent(rawRest)
  } catch {
    return sendError(ctx.res, 400, 'Malformed file path.')
  }
  const segments = rest.split(/[\\/]/)
  if (
    rest.includes('\0') ||
    segments.some((s) => s === '..' || s === '.') ||
    path.isAbsolute(rest)
  ) {
    return sendError(ctx.res, 400, 'Invalid file path.')
  }
  // sirv reads the path from the request's url: the file's path under files/.
  const fileRequest = /** @type {IncomingMessage} */ ({
    url: `/${rawRest}`,
    headers: ctx.req.headers,
  })
  ctx.serveFile(fileRequest, ctx.res, () => sendError(ctx.res, 404, 'File not found.'))
}

/**
 * Serves a folder's files as Drupal's web server does its public files.
 * @param {string} dir
 */
const fileServer = (dir) =>
  sirv(dir, {
    dev: true, // look each file up when it is asked for, not list the folder once at start
    etag: true,
    extensions: [],
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=3600')
      res.setHeader('X-Content-Type-Options', 'nosniff')
    },
  })

/**
 * gatsby-source-drupal's fastBuilds sync (lib/change-log.cjs).
 * @param {RouteContext} ctx
 * @param {string} since
 */
function handleSync(ctx, since) {
  const { changeLog, shiftDays, resourcesOf } = ctx
  ctx.send(
    syncAnswer(changeLog, { since: Number(since), shiftDays, resourcesOf, now: ctx.clock() }),
  )
}

/**
 * The route table. `pattern` is matched against the decoded-free pathname; capture groups are
 * passed to the handler after `ctx`. Writes to JSON:API answer 405, as the replay is read-only.
 * @type {Route[]}
 */
const ROUTES = [
  { method: 'GET', pattern: /^\/jsonapi\/?$/, handler: handleIndex },
  {
    method: 'GET',
    pattern: /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)\/?$/,
    handler: handleCollection,
  },
  {
    method: 'GET',
    pattern: /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)\/([0-9a-f-]{36})\/?$/,
    handler: handleIndividual,
  },
  { method: 'GET', pattern: /^\/sites\/default\/files\/(.+)$/, handler: handleFile },
  { method: 'GET', pattern: /^\/gatsby-fastbuilds\/sync\/(\d{1,12})\/?$/, handler: handleSync },
  // POST /restful_forms/submitForm (+ its CORS preflight): see lib/forms.cjs and docs/forms.md.
  ...FORM_ROUTES,
]

// ---------------------------------------------------------------------------------------------
// Server

/**
 * Answers a request with the first route whose path and method match it (a GET route also
 * answers HEAD); 405 when only paths matched, 404 when none did. A route that throws answers
 * 500, or cuts the connection when it had already begun its answer.
 * @param {Route[]} table
 * @param {RouteContext} ctx
 * @param {(message: string) => void} log
 */
function dispatch(table, ctx, log) {
  const { req, res, url } = ctx
  let pathMatched = false
  for (const route of table) {
    const m = route.pattern.exec(url.pathname)
    if (!m) continue
    pathMatched = true
    const methodOk =
      route.method === req.method || (route.method === 'GET' && req.method === 'HEAD')
    if (!methodOk) continue
    try {
      return route.handler(ctx, ...m.slice(1))
    } catch (err) {
      log(`Error handling ${req.method} ${req.url}: ${err && err.stack}`)
      if (!res.headersSent) return sendError(res, 500)
      return res.destroy(err)
    }
  }
  if (pathMatched) return sendError(res, 405, `${req.method} is not supported on ${url.pathname}.`)
  return sendError(res, 404)
}

/**
 * The request handler for a snapshot, and the days its dates are shifted by today.
 * @param {Omit<StartCmsOptions, 'port' | 'host' | 'logRequests'>} options `log`: one line per
 *   request
 * @param {() => string} fallbackOrigin the origin when the Host header is unusable
 */
function createHandler(
  {
    snapshotDir = DEFAULT_SNAPSHOT_DIR,
    dataDir = defaultDataDir(),
    shiftDates = process.env.CMS_SHIFT_DATES !== '0',
    today = () => resolveToday(process.env),
    log = () => {},
    changeLog: changeLogFile,
    clock = () => Date.now() / 1000,
  },
  fallbackOrigin,
) {
  /** @type {Map<string, any[]>} */
  const cache = new Map() // `${days}:${type}` -> shifted resources
  const snapshot = loadSnapshot(snapshotDir)
  const referenceDate = snapshot.meta.referenceDate
  const serveFile = fileServer(snapshot.filesDir)

  function shiftDays() {
    if (!shiftDates || !referenceDate) return 0
    return computeShiftDays(referenceDate, today())
  }

  /** @param {string} type @param {number} days */
  const resourcesAt = (type, days) => {
    const key = `${days}:${type}`
    if (!cache.has(key)) {
      if (cache.size > 500) cache.clear()
      cache.set(key, shiftResources(snapshot.resources.get(type) || [], days))
    }
    return /** @type {any[]} */ (cache.get(key))
  }
  const startDays = shiftDays()
  const changeLog = changeLogFile
    ? updateChangeLog(changeLogFile, {
        types: snapshot.types,
        resourcesOf: (type) => resourcesAt(type, startDays),
        shiftDays: startDays,
        now: clock(),
      })
    : null

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function handler(req, res) {
    const started = Date.now()
    const days = shiftDays()
    let url
    try {
      url = new URL(/** @type {string} */ (req.url), 'http://localhost')
    } catch {
      return sendError(res, 400, 'Malformed URL.')
    }
    const origin = requestOrigin(req, fallbackOrigin())
    /** @type {RouteContext} */
    const ctx = {
      req,
      res,
      url,
      snapshot,
      shiftDays: days,
      dataDir,
      origin,
      send: (document) => sendJson(res, 200, document, origin),
      /** @param {string} type */
      resourcesOf: (type) => resourcesAt(type, days),
      changeLog,
      clock,
      serveFile,
    }
    res.on('finish', () =>
      log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
    )

    return dispatch(ROUTES, ctx, log)
  }

  return { handler, shiftDays }
}

/**
 * Start the demo CMS.
 * @param {StartCmsOptions} [options]
 * @returns {Promise<RunningCms>}
 */
async function startCms({
  port = Number(process.env.CMS_PORT) || 4010,
  host = '127.0.0.1',
  log = console.log,
  logRequests = false,
  ...options
} = {}) {
  let url = `http://${host}:${port}`
  const { handler, shiftDays } = createHandler(
    { ...options, log: logRequests ? log : () => {} },
    () => url,
  )
  const server = http.createServer(handler)
  server.keepAliveTimeout = 5000
  server.listen(port, host)
  await once(server, 'listening')
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port
  url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`
  /** @type {Promise<void> | undefined} */
  let closing
  return {
    url,
    port: actualPort,
    shiftDays: shiftDays(),
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}

module.exports = {
  startCms,
}
