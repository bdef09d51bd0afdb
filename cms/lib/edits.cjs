'use strict'
/**
 * Demo CMS edits, the way Drupal's JSON:API takes them, and the build webhook Drupal's gatsby
 * module fires after a save.
 *
 *   PATCH  /jsonapi/{entity}/{bundle}/{uuid}   200 + the updated resource
 *   POST   /jsonapi/{entity}/{bundle}          201 + the new resource (Location header)
 *   DELETE /jsonapi/{entity}/{bundle}/{uuid}   204
 *   POST   /demo-cms/reset                     drop all edits (back to the committed snapshot)
 *
 * Bodies are `application/vnd.api+json` documents (`{ "data": { type, id, attributes,
 * relationships } }`), checked as Drupal does: 415 for another content type, 400 for a
 * malformed document, 409 when type or id disagree with the URL or the id exists, 404 for an
 * unknown resource, 422 for an unknown field, an empty title or a reference to a missing
 * resource.
 *
 * Edits are written to a working copy of the snapshot, {dataDir}/snapshot/ (meta.json and
 * resources/; files are still served from the committed snapshot), seeded on the first edit.
 * The committed snapshot is never written. The working copy records which snapshot it was
 * made from and is used only with that snapshot. Dates are stored as the snapshot stores
 * them: the server serves dates shifted by (today - referenceDate) days, so the dates of an
 * edit are shifted back by the same amount before they are stored, and a PATCH of a document
 * that was read from the server round-trips unchanged.
 *
 * After a successful edit every configured build hook gets a POST (not awaited; failures are
 * logged): body `{ timestamp, action: 'update'|'insert'|'delete', id, data }` like the gatsby
 * module's, header `X-Publisher-Secret` when a secret is configured. Hooks come from the
 * `buildHooks` option or env CMS_BUILD_HOOK_URL (comma-separated) + CMS_BUILD_HOOK_SECRET.
 */
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const { loadSnapshot, ORIGIN_PLACEHOLDER, typeToPath } = require('./snapshot.cjs')
const { shiftResource } = require('./shift-dates.cjs')

const JSONAPI_TYPE = 'application/vnd.api+json'
const MAX_BODY_BYTES = 2 * 1024 * 1024
const WORKING_COPY_INFO = 'working-copy.json'
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** Attributes the server manages (Drupal refuses to let a client set them). */
const READ_ONLY = new Set([
  'drupal_internal__nid',
  'drupal_internal__vid',
  'drupal_internal__tid',
  'drupal_internal__id',
  'drupal_internal__fid',
  'changed',
  'revision_timestamp',
  'default_langcode',
  'revision_translation_affected',
])
const HOOK_TIMEOUT_MS = 5000

// ---------------------------------------------------------------------------------------------
// Working copy

function workingCopyDir(dataDir) {
  return path.join(dataDir, 'snapshot')
}

/** The working copy's info, when it exists and was made from `snapshotDir`. */
function workingCopyOf(snapshotDir, dataDir) {
  const dir = workingCopyDir(dataDir)
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dir, WORKING_COPY_INFO), 'utf8'))
    if (path.resolve(info.base) !== path.resolve(snapshotDir)) return null
    if (!fs.existsSync(path.join(dir, 'meta.json'))) return null
    return { dir, ...info }
  } catch {
    return null
  }
}

/** Copy meta.json and resources/ of the snapshot into the working copy (files stay shared). */
function seedWorkingCopy(snapshotDir, dataDir) {
  const dir = workingCopyDir(dataDir)
  const staging = `${dir}.seeding-${process.pid}`
  fs.rmSync(staging, { recursive: true, force: true })
  fs.mkdirSync(path.join(staging, 'resources'), { recursive: true })
  fs.copyFileSync(path.join(snapshotDir, 'meta.json'), path.join(staging, 'meta.json'))
  for (const name of fs.readdirSync(path.join(snapshotDir, 'resources'))) {
    if (name.endsWith('.json')) {
      fs.copyFileSync(
        path.join(snapshotDir, 'resources', name),
        path.join(staging, 'resources', name),
      )
    }
  }
  const info = { base: path.resolve(snapshotDir), createdAt: new Date().toISOString() }
  fs.writeFileSync(path.join(staging, WORKING_COPY_INFO), `${JSON.stringify(info, null, 2)}\n`)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(staging, dir)
  return { dir, ...info }
}

function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n')
  fs.renameSync(tmp, file)
}

// ---------------------------------------------------------------------------------------------
// Hooks

/** `[{ url, secret }]` from env CMS_BUILD_HOOK_URL (comma-separated) and CMS_BUILD_HOOK_SECRET. */
function hooksFromEnv(env = process.env) {
  const secret = env.CMS_BUILD_HOOK_SECRET || undefined
  return String(env.CMS_BUILD_HOOK_URL || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((url) => ({ url, secret }))
}

/** POST the payload to every hook; resolves with one result per hook (never rejects). */
function fireHooks(hooks, payload, log = () => {}) {
  const body = JSON.stringify(payload)
  return Promise.all(
    hooks.map(async ({ url, secret }) => {
      const headers = { 'Content-Type': 'application/json' }
      if (secret) headers['X-Publisher-Secret'] = secret
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
        })
        await res.arrayBuffer().catch(() => {})
        log(`build hook ${url}: ${res.status}`)
        return { url, status: res.status }
      } catch (error) {
        const reason =
          (error && error.cause && error.cause.message) || String(error && error.message)
        log(`build hook ${url} failed: ${reason}`)
        return { url, error: reason }
      }
    }),
  )
}

// ---------------------------------------------------------------------------------------------
// Documents

function slugify(text) {
  return (
    String(text)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'item'
  )
}

/** The folder the aliases of a bundle share (`/offers` for `/offers/a`, `/offers/b`), or ''. */
function aliasPrefix(resources) {
  const dirs = resources
    .map((r) => r.attributes && r.attributes.path && r.attributes.path.alias)
    .filter((a) => typeof a === 'string' && a.startsWith('/'))
    .map((a) => a.slice(0, a.lastIndexOf('/')))
  if (!dirs.length) return ''
  const counts = new Map()
  for (const d of dirs) counts.set(d, (counts.get(d) || 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]
}

function isIdentifier(value) {
  return (
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof value.type === 'string' &&
    typeof value.id === 'string'
  )
}

class HttpError extends Error {
  constructor(status, detail) {
    super(detail)
    this.status = status
  }
}

/**
 * The editor: owns the snapshot being served (committed or working copy) and applies edits.
 * @param {{ snapshotDir: string, dataDir: string, buildHooks?: Array<{url: string, secret?: string}> | (() => Array<{url: string, secret?: string}>), log?: (m: string) => void, onChange?: () => void }} options
 */
function createEditor({ snapshotDir, dataDir, buildHooks, log = () => {}, onChange = () => {} }) {
  const committedFiles = path.join(snapshotDir, 'files')
  let working = workingCopyOf(snapshotDir, dataDir)
  let snapshot = load()
  const hooks = () => {
    const list = typeof buildHooks === 'function' ? buildHooks() : buildHooks
    return Array.isArray(list) ? list : hooksFromEnv()
  }

  function load() {
    const loaded = loadSnapshot(working ? working.dir : snapshotDir)
    loaded.filesDir = committedFiles
    return loaded
  }

  /** Make sure edits go to the working copy (seeding it from the committed snapshot). */
  function ensureWorkingCopy() {
    if (working) return
    working = seedWorkingCopy(snapshotDir, dataDir)
    log(`working copy of the snapshot created in ${working.dir}`)
  }

  function persist(types) {
    for (const type of types) {
      writeJsonAtomic(path.join(working.dir, 'resources', `${type}.json`), {
        data: snapshot.resources.get(type) || [],
      })
    }
    onChange()
  }

  /** Known attribute and relationship names of a type (from its resources). */
  function fieldsOf(type) {
    const attributes = new Set([
      'title',
      'status',
      'langcode',
      'path',
      'created',
      'promote',
      'sticky',
    ])
    const relationships = new Set()
    for (const r of snapshot.resources.get(type) || []) {
      for (const k of Object.keys(r.attributes || {})) attributes.add(k)
      for (const k of Object.keys(r.relationships || {})) relationships.add(k)
    }
    return { attributes, relationships }
  }

  function exists(type, id) {
    const list = snapshot.resources.get(type)
    return !!list && list.some((r) => r.id === id)
  }

  function validate(type, data, { creating, current }) {
    const { attributes, relationships } = fieldsOf(type)
    const attrs = data.attributes === undefined ? {} : data.attributes
    const rels = data.relationships === undefined ? {} : data.relationships
    if (!attrs || typeof attrs !== 'object' || Array.isArray(attrs)) {
      throw new HttpError(400, 'data.attributes must be an object.')
    }
    if (!rels || typeof rels !== 'object' || Array.isArray(rels)) {
      throw new HttpError(400, 'data.relationships must be an object.')
    }
    const writable = {}
    for (const name of Object.keys(attrs)) {
      if (READ_ONLY.has(name)) {
        // Like Drupal: a read-only field may be sent back unchanged (a round trip of a GET).
        const same =
          current && JSON.stringify(current.attributes[name]) === JSON.stringify(attrs[name])
        if (!same) throw new HttpError(403, `${name}: the field is read-only and cannot be set.`)
        continue
      }
      writable[name] = attrs[name]
      if (!attributes.has(name)) {
        throw new HttpError(
          422,
          `The attribute ${name} does not exist on the ${type} resource type.`,
        )
      }
    }
    const isNode = type.startsWith('node--')
    if (isNode && (creating || 'title' in attrs)) {
      if (typeof attrs.title !== 'string' || attrs.title.trim() === '') {
        throw new HttpError(422, 'title: This value should not be null.')
      }
    }
    if ('path' in attrs && attrs.path !== null) {
      const alias = attrs.path && attrs.path.alias
      if (typeof attrs.path !== 'object' || (alias != null && !/^\/\S*$/.test(String(alias)))) {
        throw new HttpError(422, 'path.alias: the alias must start with a slash.')
      }
    }
    for (const [name, rel] of Object.entries(rels)) {
      if (!relationships.has(name)) {
        throw new HttpError(
          422,
          `The relationship ${name} does not exist on the ${type} resource type.`,
        )
      }
      if (!rel || typeof rel !== 'object' || !('data' in rel)) {
        throw new HttpError(400, `relationships.${name} must be an object with "data".`)
      }
      const targets = rel.data === null ? [] : Array.isArray(rel.data) ? rel.data : [rel.data]
      for (const target of targets) {
        if (!isIdentifier(target)) {
          throw new HttpError(400, `relationships.${name}: each item needs a type and an id.`)
        }
        if (snapshot.resources.has(target.type) && !exists(target.type, target.id)) {
          throw new HttpError(
            422,
            `${name}: the referenced ${target.type} ${target.id} does not exist.`,
          )
        }
      }
    }
    return { attrs: writable, rels }
  }

  /**
   * Incoming attributes as stored: dates shifted back to the snapshot's calendar, and
   * formatted text given its `processed` HTML (Drupal renders it through the text format; the
   * site sanitises CMS HTML at build time, so the demo passes the value through).
   */
  function prepare(attrs, shiftDays) {
    const out = { ...shiftResource({ attributes: attrs }, -shiftDays).attributes }
    for (const [name, value] of Object.entries(out)) {
      if (
        value &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        typeof value.value === 'string' &&
        'format' in value
      ) {
        out[name] = { ...value, processed: value.value }
      }
    }
    return out
  }

  function nextInternalId() {
    let max = 0
    for (const [type, list] of snapshot.resources) {
      if (!type.startsWith('node--')) continue
      for (const r of list) max = Math.max(max, Number(r.attributes.drupal_internal__nid) || 0)
    }
    return max + 1
  }

  function uniqueAlias(type, wanted, selfId) {
    const taken = new Set()
    for (const list of snapshot.resources.values()) {
      for (const r of list) {
        const alias = r.attributes && r.attributes.path && r.attributes.path.alias
        if (alias && r.id !== selfId) taken.add(alias)
      }
    }
    let alias = wanted
    for (let n = 2; taken.has(alias); n++) alias = `${wanted}-${n}`
    return alias
  }

  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00')

  return {
    get snapshot() {
      return snapshot
    },
    get workingCopy() {
      return working ? working.dir : null
    },
    hooks,
    fire(payload) {
      const list = hooks()
      if (!list.length) return Promise.resolve([])
      return fireHooks(list, payload, log)
    },

    update(type, id, data, shiftDays) {
      const list = snapshot.resources.get(type)
      const index = list ? list.findIndex((r) => r.id === id) : -1
      if (index < 0) throw new HttpError(404, `The requested resource ${type} ${id} was not found.`)
      const current = snapshot.resources.get(type)[index]
      const { attrs, rels } = validate(type, data, { creating: false, current })
      ensureWorkingCopy()
      const attributes = { ...current.attributes, ...prepare(attrs, shiftDays) }
      if (attrs.path && current.attributes.path) {
        attributes.path = { ...current.attributes.path, ...attrs.path }
      }
      attributes.changed = now()
      if ('revision_timestamp' in current.attributes)
        attributes.revision_timestamp = attributes.changed
      const relationships = { ...(current.relationships || {}) }
      for (const [name, rel] of Object.entries(rels)) {
        relationships[name] = { ...(relationships[name] || {}), data: rel.data }
      }
      const updated = { ...current, attributes, relationships }
      snapshot.resources.get(type)[index] = updated
      persist([type])
      return updated
    },

    create(type, data, shiftDays) {
      if (!snapshot.resources.has(type))
        throw new HttpError(404, `Resource type ${type} not found.`)
      if (data.id !== undefined) {
        if (typeof data.id !== 'string' || !UUID_RE.test(data.id)) {
          throw new HttpError(422, 'data.id must be a UUID.')
        }
        if (exists(type, data.id)) throw new HttpError(409, `${type} ${data.id} already exists.`)
      }
      const { attrs, rels } = validate(type, data, { creating: true })
      ensureWorkingCopy()
      const list = snapshot.resources.get(type)
      const template = list[0]
      const id = data.id || crypto.randomUUID()
      const stamp = now()
      const attributes = {}
      const isNode = type.startsWith('node--')
      if (isNode) {
        const nid = nextInternalId()
        Object.assign(attributes, {
          drupal_internal__nid: nid,
          drupal_internal__vid: nid,
          langcode: 'en',
          revision_timestamp: stamp,
          revision_log: null,
          status: true,
          title: '',
          created: stamp,
          changed: stamp,
          promote: false,
          sticky: false,
          default_langcode: true,
          revision_translation_affected: true,
        })
      }
      // Fields the bundle has that the request does not set are null, as Drupal returns them.
      if (template) {
        for (const k of Object.keys(template.attributes || {}))
          if (!(k in attributes)) attributes[k] = null
      }
      Object.assign(attributes, prepare(attrs, shiftDays))
      if (isNode) {
        const wanted =
          attrs.path && attrs.path.alias
            ? attrs.path.alias
            : `${aliasPrefix(list)}/${slugify(attributes.title)}`
        attributes.path = {
          alias: uniqueAlias(type, wanted, id),
          pid: attributes.drupal_internal__nid,
          langcode: attributes.langcode || 'en',
        }
      }
      const relationships = {}
      if (template) {
        for (const [name, rel] of Object.entries(template.relationships || {})) {
          // The bundle and the author come from the bundle's other content; fields are empty.
          const keep = ['node_type', 'uid', 'revision_uid', 'vid', 'parent'].includes(name)
          relationships[name] = {
            data: keep ? rel.data : Array.isArray(rel.data) ? [] : null,
          }
        }
      }
      for (const [name, rel] of Object.entries(rels)) relationships[name] = { data: rel.data }
      const resource = {
        type,
        id,
        links: { self: { href: `${ORIGIN_PLACEHOLDER}${typeToPath(type)}/${id}` } },
        attributes,
        relationships,
      }
      list.push(resource)
      persist([type])
      return resource
    },

    remove(type, id) {
      const list = snapshot.resources.get(type)
      const index = list ? list.findIndex((r) => r.id === id) : -1
      if (index < 0) throw new HttpError(404, `The requested resource ${type} ${id} was not found.`)
      ensureWorkingCopy()
      const [removed] = snapshot.resources.get(type).splice(index, 1)
      // References to it disappear from other content, as Drupal drops references to a
      // deleted entity from its JSON:API output.
      const changed = new Set([type])
      for (const [otherType, resources] of snapshot.resources) {
        for (const r of resources) {
          for (const rel of Object.values(r.relationships || {})) {
            if (Array.isArray(rel.data)) {
              const kept = rel.data.filter((t) => !(t && t.id === id && t.type === type))
              if (kept.length !== rel.data.length) {
                rel.data = kept
                changed.add(otherType)
              }
            } else if (rel.data && rel.data.id === id && rel.data.type === type) {
              rel.data = null
              changed.add(otherType)
            }
          }
        }
      }
      persist([...changed])
      return removed
    },

    reset() {
      const had = !!working
      fs.rmSync(workingCopyDir(dataDir), { recursive: true, force: true })
      working = null
      snapshot = load()
      onChange()
      return had
    },
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on('data', (chunk) => {
      size += chunk.length
      if (size > limit) {
        reject(new HttpError(413, `The body is larger than ${limit} bytes.`))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

async function readDocument(ctx) {
  const type = String(ctx.req.headers['content-type'] || '')
    .split(';')[0]
    .trim()
    .toLowerCase()
  if (type !== JSONAPI_TYPE) {
    throw new HttpError(415, `The Content-Type must be ${JSONAPI_TYPE}.`)
  }
  const raw = await readBody(ctx.req)
  let doc
  try {
    doc = JSON.parse(raw.toString('utf8'))
  } catch {
    throw new HttpError(400, 'Syntax error: the body is not valid JSON.')
  }
  if (
    !doc ||
    typeof doc !== 'object' ||
    !doc.data ||
    typeof doc.data !== 'object' ||
    Array.isArray(doc.data)
  ) {
    throw new HttpError(
      400,
      'The document must have a top-level "data" member holding one resource object.',
    )
  }
  return doc.data
}

/** The resource as the server shows it (dates shifted), origin substituted. */
function served(ctx, resource) {
  const text = JSON.stringify(shiftResource(resource, ctx.shiftDays))
  return JSON.parse(text.split(ORIGIN_PLACEHOLDER).join(ctx.origin))
}

function makeRoutes({ sendJson, sendError }) {
  const withErrors =
    (fn) =>
    async (ctx, ...params) => {
      try {
        await fn(ctx, ...params)
      } catch (error) {
        if (error instanceof HttpError) return sendError(ctx.res, error.status, error.message)
        throw error
      }
    }
  const editorOf = (ctx) => {
    if (!ctx.editor) throw new HttpError(405, 'This server does not accept edits.')
    return ctx.editor
  }

  const patch = withErrors(async (ctx, entity, bundle, id) => {
    const type = `${entity}--${bundle}`
    const editor = editorOf(ctx)
    if (!editor.snapshot.resources.has(type))
      throw new HttpError(404, `Resource type ${type} not found.`)
    const data = await readDocument(ctx)
    if (data.type !== type) {
      throw new HttpError(
        409,
        `The resource type "${data.type}" does not match the endpoint (${type}).`,
      )
    }
    if (data.id !== id) {
      throw new HttpError(409, 'The resource id in the body does not match the id in the URL.')
    }
    const updated = editor.update(type, id, data, ctx.shiftDays)
    const shown = served(ctx, updated)
    sendJson(ctx.res, 200, {
      jsonapi: { version: '1.0' },
      data: shown,
      links: { self: { href: `${ctx.origin}${typeToPath(type)}/${id}` } },
    })
    editor.fire({ timestamp: Math.floor(Date.now() / 1000), action: 'update', id, data: shown })
  })

  const create = withErrors(async (ctx, entity, bundle) => {
    const type = `${entity}--${bundle}`
    const editor = editorOf(ctx)
    if (!editor.snapshot.resources.has(type))
      throw new HttpError(404, `Resource type ${type} not found.`)
    const data = await readDocument(ctx)
    if (data.type !== type) {
      throw new HttpError(
        409,
        `The resource type "${data.type}" does not match the endpoint (${type}).`,
      )
    }
    const created = editor.create(type, data, ctx.shiftDays)
    const shown = served(ctx, created)
    const self = `${ctx.origin}${typeToPath(type)}/${created.id}`
    ctx.res.setHeader('Location', self)
    sendJson(ctx.res, 201, {
      jsonapi: { version: '1.0' },
      data: shown,
      links: { self: { href: self } },
    })
    editor.fire({
      timestamp: Math.floor(Date.now() / 1000),
      action: 'insert',
      id: created.id,
      data: shown,
    })
  })

  const remove = withErrors(async (ctx, entity, bundle, id) => {
    const type = `${entity}--${bundle}`
    const editor = editorOf(ctx)
    if (!editor.snapshot.resources.has(type))
      throw new HttpError(404, `Resource type ${type} not found.`)
    const removed = editor.remove(type, id)
    ctx.res.writeHead(204)
    ctx.res.end()
    editor.fire({
      timestamp: Math.floor(Date.now() / 1000),
      action: 'delete',
      id,
      data: served(ctx, removed),
    })
  })

  const reset = withErrors(async (ctx) => {
    const editor = editorOf(ctx)
    const had = editor.reset()
    sendJson(ctx.res, 200, { reset: true, hadEdits: had })
    if (had) editor.fire({ timestamp: Math.floor(Date.now() / 1000), action: 'reset' })
  })

  return [
    {
      method: 'PATCH',
      pattern: /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)\/([0-9a-f-]{36})\/?$/,
      handler: patch,
    },
    {
      method: 'DELETE',
      pattern: /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)\/([0-9a-f-]{36})\/?$/,
      handler: remove,
    },
    { method: 'POST', pattern: /^\/jsonapi\/([a-z0-9_]+)\/([a-z0-9_]+)\/?$/, handler: create },
    { method: 'POST', pattern: /^\/demo-cms\/reset\/?$/, handler: reset },
  ]
}

module.exports = {
  JSONAPI_TYPE,
  MAX_BODY_BYTES,
  createEditor,
  makeRoutes,
  hooksFromEnv,
  fireHooks,
  workingCopyDir,
  workingCopyOf,
  seedWorkingCopy,
  slugify,
  aliasPrefix,
  HttpError,
}
