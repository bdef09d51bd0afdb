/**
 * Builds Drupal 10 JSON:API resource objects deterministically.
 *
 * Field values given to `node()`, `paragraph` specs etc. are split automatically: plain values
 * become attributes, `Rel` wrappers (image(), file(), terms(), term(), nodeRef(), paragraphs())
 * become relationships.
 */
import { uuidv5 } from './uuid.mjs'

export const O = '__CMS_ORIGIN__'
const HELP_VIRTUAL = {
  links: {
    help: {
      href: 'https://www.drupal.org/docs/8/modules/json-api/core-concepts#virtual',
      meta: { about: "Usage and meaning of the 'virtual' resource identifier." },
    },
  },
}

export class Rel {
  constructor(kind, value, opts = {}) {
    this.kind = kind
    this.value = value
    this.opts = opts
  }
}
/** Image field (single). `info` from the image factory, or null. */
export const image = (info, alt = '', title = '') => new Rel('image', info, { alt, title })
/** File field (single, e.g. a PDF). */
export const file = (info, description = '') => new Rel('file', info, { description })
/** Multi-valued term reference; duplicates are kept (Drupal adds meta.arity). */
export const terms = (vocab, tids) => new Rel('terms', tids, { vocab })
/** Single term reference (nullable). */
export const term = (vocab, tid) => new Rel('term', tid, { vocab })
/** Single node reference (handle from builder.node / reserveNode). */
export const nodeRef = (handle) => new Rel('node', handle)
/** Paragraph references (specs from para()). */
export const paragraphs = (specs) => new Rel('paragraphs', specs)
/** A paragraph spec. */
export const para = (bundle, fields = {}) => ({ bundle, fields })

/** Drupal "text" field value. */
export function text(html, format = 'basic_html', summary = undefined) {
  const v = { value: html, format, processed: html }
  if (summary !== undefined) v.summary = summary
  return v
}
/** Drupal "link" field value. */
export const link = (uri, title = '') => ({ uri, title, options: [] })

function resourcePath(type) {
  const [entity, bundle] = type.split('--')
  return `/jsonapi/${entity}/${bundle}`
}

export class SnapshotBuilder {
  constructor({ referenceDate }) {
    this.referenceDate = referenceDate
    this.byType = new Map()
    this.files = new Map() // relPath -> file resource
    this.termsByKey = new Map() // `${vocab}:${tid}` -> resource
    this.seq = { nid: 0, fid: 0, pid: 0, paragraph: 0, menu: 0, block: 0 }
    this.internal = new WeakMap() // resource -> internal id
  }

  add(resource) {
    if (!this.byType.has(resource.type)) this.byType.set(resource.type, [])
    this.byType.get(resource.type).push(resource)
    return resource
  }

  /** Timestamps: fixed, derived from the reference date and an offset in days. */
  stamp(daysBefore = 30, hour = 9) {
    const ms =
      Date.parse(`${this.referenceDate}T00:00:00Z`) - daysBefore * 86400000 + hour * 3600000
    return new Date(ms).toISOString().replace('.000Z', '+00:00')
  }

  relLinks(type, id, field) {
    const base = `${O}${resourcePath(type)}/${id}`
    return {
      related: { href: `${base}/${field}` },
      self: { href: `${base}/relationships/${field}` },
    }
  }

  fileResource(info) {
    if (this.files.has(info.path)) return this.files.get(info.path)
    const fid = ++this.seq.fid
    const id = uuidv5(`file--file:${info.path}`)
    const res = {
      type: 'file--file',
      id,
      links: { self: { href: `${O}/jsonapi/file/file/${id}` } },
      attributes: {
        drupal_internal__fid: fid,
        langcode: 'en',
        filename: info.path.split('/').pop(),
        uri: { value: `public://${info.path}`, url: `/sites/default/files/${info.path}` },
        filemime: info.mime,
        filesize: info.size,
        status: true,
        created: this.stamp(60),
        changed: this.stamp(60),
      },
      relationships: {
        uid: {
          data: {
            type: 'user--user',
            id: uuidv5('user--user:1'),
            meta: { drupal_internal__target_id: 1 },
          },
          links: this.relLinks('file--file', id, 'uid'),
        },
      },
    }
    this.internal.set(res, fid)
    this.files.set(info.path, res)
    this.add(res)
    return res
  }

  term(vocab, tid, { name, weight = 0, parent = 0, description = null }) {
    const type = `taxonomy_term--${vocab}`
    const id = uuidv5(`${type}:${tid}`)
    const parentData =
      parent === 0
        ? [{ type, id: 'virtual', meta: HELP_VIRTUAL }]
        : [{ type, id: uuidv5(`${type}:${parent}`), meta: { drupal_internal__target_id: parent } }]
    const res = {
      type,
      id,
      links: {
        self: { href: `${O}/jsonapi/taxonomy_term/${vocab}/${id}?resourceVersion=id%3A${tid}` },
      },
      attributes: {
        drupal_internal__tid: tid,
        drupal_internal__revision_id: tid,
        langcode: 'en',
        revision_created: this.stamp(400),
        revision_log_message: null,
        status: true,
        name,
        description: description ? text(description) : null,
        weight,
        changed: this.stamp(400),
        default_langcode: true,
        revision_translation_affected: true,
        path: { alias: null, pid: null, langcode: 'en' },
      },
      relationships: {
        vid: {
          data: {
            type: 'taxonomy_vocabulary--taxonomy_vocabulary',
            id: uuidv5(`taxonomy_vocabulary:${vocab}`),
            meta: { drupal_internal__target_id: vocab },
          },
          links: this.relLinks(type, id, 'vid'),
        },
        revision_user: { data: null, links: this.relLinks(type, id, 'revision_user') },
        parent: { data: parentData, links: this.relLinks(type, id, 'parent') },
      },
    }
    this.internal.set(res, tid)
    this.termsByKey.set(`${vocab}:${tid}`, res)
    return this.add(res)
  }

  termIdentifier(vocab, tid) {
    const t = this.termsByKey.get(`${vocab}:${tid}`)
    if (!t) throw new Error(`Unknown ${vocab} term ${tid}`)
    return { type: t.type, id: t.id, meta: { drupal_internal__target_id: tid } }
  }

  /** Resolve one field value into a relationship `data` (or undefined for attributes). */
  resolveRel(rel, ctx) {
    switch (rel.kind) {
      case 'image': {
        if (!rel.value) return null
        const f = this.fileResource(rel.value)
        return {
          type: 'file--file',
          id: f.id,
          meta: {
            alt: rel.opts.alt,
            title: rel.opts.title,
            width: rel.value.width,
            height: rel.value.height,
            drupal_internal__target_id: this.internal.get(f),
          },
        }
      }
      case 'file': {
        if (!rel.value) return null
        const f = this.fileResource(rel.value)
        return {
          type: 'file--file',
          id: f.id,
          meta: {
            display: true,
            description: rel.opts.description,
            drupal_internal__target_id: this.internal.get(f),
          },
        }
      }
      case 'term':
        return rel.value == null ? null : this.termIdentifier(rel.opts.vocab, rel.value)
      case 'terms': {
        const ids = rel.value.map((tid) => this.termIdentifier(rel.opts.vocab, tid))
        // Drupal marks repeated identifiers with meta.arity (0, 1, …).
        const counts = new Map()
        for (const d of ids) counts.set(d.id, (counts.get(d.id) || 0) + 1)
        const seen = new Map()
        return ids.map((d) => {
          if (counts.get(d.id) < 2) return d
          const arity = seen.get(d.id) || 0
          seen.set(d.id, arity + 1)
          return { ...d, meta: { ...d.meta, arity } }
        })
      }
      case 'node':
        return rel.value == null
          ? null
          : {
              type: rel.value.type,
              id: rel.value.id,
              meta: { drupal_internal__target_id: rel.value.nid },
            }
      case 'paragraphs':
        return rel.value.map((spec, i) => {
          const p = this.paragraph(spec, { ...ctx, delta: i })
          return {
            type: p.type,
            id: p.id,
            meta: {
              target_revision_id: this.internal.get(p),
              drupal_internal__target_id: this.internal.get(p),
            },
          }
        })
      default:
        throw new Error(`Unknown relationship kind ${rel.kind}`)
    }
  }

  /** Split fields into attributes and relationships for a resource (type, id). */
  splitFields(type, id, fields, ctx) {
    const attributes = {}
    const relationships = {}
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Rel) {
        relationships[name] = {
          data: this.resolveRel(value, { ...ctx, field: name }),
          links: this.relLinks(type, id, name),
        }
      } else {
        attributes[name] = value
      }
    }
    return { attributes, relationships }
  }

  paragraph(spec, { parentType, parentId, field, key, delta }) {
    const type = `paragraph--${spec.bundle}`
    const pid = ++this.seq.paragraph
    const pkey = `${key}/${field}/${delta}`
    const id = uuidv5(`${type}:${pkey}`)
    const { attributes, relationships } = this.splitFields(type, id, spec.fields, {
      parentType: 'paragraph',
      parentId: pid,
      key: pkey,
    })
    const res = {
      type,
      id,
      links: {
        self: { href: `${O}/jsonapi/paragraph/${spec.bundle}/${id}?resourceVersion=id%3A${pid}` },
      },
      attributes: {
        drupal_internal__id: pid,
        drupal_internal__revision_id: pid,
        langcode: 'en',
        status: true,
        created: this.stamp(45),
        parent_id: String(parentId),
        parent_type: parentType,
        parent_field_name: field,
        behavior_settings: [],
        default_langcode: true,
        revision_translation_affected: true,
        ...attributes,
      },
      relationships: {
        paragraph_type: {
          data: {
            type: 'paragraphs_type--paragraphs_type',
            id: uuidv5(`paragraphs_type:${spec.bundle}`),
            meta: { drupal_internal__target_id: spec.bundle },
          },
          links: this.relLinks(type, id, 'paragraph_type'),
        },
        ...relationships,
      },
    }
    this.internal.set(res, pid)
    return this.add(res)
  }

  /** Reserve a node id (so other content can reference a node before it is built). */
  reserveNode(bundle, key) {
    const nid = ++this.seq.nid
    return { type: `node--${bundle}`, bundle, id: uuidv5(`node--${bundle}:${key}`), nid, key }
  }

  /**
   * Create a node. `handle` from reserveNode (or created here from `key`).
   * Options: title, alias, body (text() value or null), fields, daysOld (for created/changed).
   */
  node(bundle, { handle, key, title, alias, body, fields = {}, daysOld = 30, status = true }) {
    const h = handle || this.reserveNode(bundle, key || alias || title)
    const type = `node--${bundle}`
    const { attributes, relationships } = this.splitFields(type, h.id, fields, {
      parentType: 'node',
      parentId: h.nid,
      key: `${type}:${h.key}`,
    })
    const pid = ++this.seq.pid
    const res = {
      type,
      id: h.id,
      links: {
        self: { href: `${O}/jsonapi/node/${bundle}/${h.id}?resourceVersion=id%3A${h.nid}` },
      },
      attributes: {
        drupal_internal__nid: h.nid,
        drupal_internal__vid: h.nid,
        langcode: 'en',
        revision_timestamp: this.stamp(daysOld - 1, 10),
        revision_log: null,
        status,
        title,
        created: this.stamp(daysOld),
        changed: this.stamp(Math.max(daysOld - 1, 0), 10),
        promote: false,
        sticky: false,
        default_langcode: true,
        revision_translation_affected: true,
        path: { alias, pid, langcode: 'en' },
        ...(body !== undefined ? { body } : {}),
        ...attributes,
      },
      relationships: {
        node_type: {
          data: {
            type: 'node_type--node_type',
            id: uuidv5(`node_type:${bundle}`),
            meta: { drupal_internal__target_id: bundle },
          },
          links: this.relLinks(type, h.id, 'node_type'),
        },
        revision_uid: {
          data: {
            type: 'user--user',
            id: uuidv5('user--user:1'),
            meta: { drupal_internal__target_id: 1 },
          },
          links: this.relLinks(type, h.id, 'revision_uid'),
        },
        uid: {
          data: {
            type: 'user--user',
            id: uuidv5('user--user:1'),
            meta: { drupal_internal__target_id: 1 },
          },
          links: this.relLinks(type, h.id, 'uid'),
        },
        ...relationships,
      },
    }
    this.internal.set(res, h.nid)
    this.add(res)
    return { ...h, resource: res }
  }

  menuLink({ key, menu, title, uri, weight, parent = null, expanded = false, fields = {} }) {
    const type = 'menu_link_content--menu_link_content'
    const mid = ++this.seq.menu
    const id = uuidv5(`${type}:${key}`)
    const { attributes, relationships } = this.splitFields(type, id, fields, {
      parentType: 'menu_link_content',
      parentId: mid,
      key,
    })
    const res = {
      type,
      id,
      links: {
        self: {
          href: `${O}/jsonapi/menu_link_content/menu_link_content/${id}?resourceVersion=id%3A${mid}`,
        },
      },
      attributes: {
        drupal_internal__id: mid,
        drupal_internal__revision_id: mid,
        langcode: 'en',
        revision_created: this.stamp(90),
        revision_log_message: null,
        enabled: true,
        title,
        description: null,
        menu_name: menu,
        link: link(uri),
        external: /^https?:/.test(uri),
        rediscover: false,
        weight,
        expanded,
        parent: parent ? `menu_link_content:${parent.id}` : null,
        changed: this.stamp(90),
        default_langcode: true,
        revision_translation_affected: true,
        ...attributes,
      },
      relationships,
    }
    this.internal.set(res, mid)
    return this.add(res)
  }

  block(bundle, { key, info, fields }) {
    const type = `block_content--${bundle}`
    const bid = ++this.seq.block
    const id = uuidv5(`${type}:${key}`)
    const { attributes, relationships } = this.splitFields(type, id, fields, {
      parentType: 'block_content',
      parentId: bid,
      key: `${type}:${key}`,
    })
    const res = {
      type,
      id,
      links: {
        self: { href: `${O}/jsonapi/block_content/${bundle}/${id}?resourceVersion=id%3A${bid}` },
      },
      attributes: {
        drupal_internal__id: bid,
        drupal_internal__revision_id: bid,
        langcode: 'en',
        revision_created: this.stamp(20),
        revision_log: null,
        status: true,
        info,
        changed: this.stamp(20),
        reusable: true,
        default_langcode: true,
        revision_translation_affected: true,
        ...attributes,
      },
      relationships: {
        block_content_type: {
          data: {
            type: 'block_content_type--block_content_type',
            id: uuidv5(`block_content_type:${bundle}`),
            meta: { drupal_internal__target_id: bundle },
          },
          links: this.relLinks(type, id, 'block_content_type'),
        },
        revision_user: { data: null, links: this.relLinks(type, id, 'revision_user') },
        ...relationships,
      },
    }
    this.internal.set(res, bid)
    return this.add(res)
  }

  /** All resources grouped by type, types sorted. */
  output() {
    return [...this.byType.keys()].sort().map((type) => [type, this.byType.get(type)])
  }
}
