/**
 * Links to Drupal nodes, as an editor picks them with the link widget (`entity:node/12`, or
 * `/node/12` typed in, stored as `internal:/node/12`). The mapping keeps them as
 * `entity:node/12` (with any `?query` or `#hash`); once every node is sourced, gatsby-node's
 * `sourceNodes` replaces each with that node's page path, or leaves the link out when the
 * node is unpublished or deleted (it was not sourced) and says so in the build log. A visitor
 * never gets a `/node/12/` link, which would be a 404.
 */

const NODE_LINK = /^(?:entity:node\/|internal:\/node\/)(\d+)\/?([?#].*)?$/

/** `entity:node/12#x` for a link to node 12, or null for any other link. */
export function nodeLinkMarker(uri: string): string | null {
  const m = NODE_LINK.exec(uri)
  return m ? `entity:node/${m[1]}${m[2] ?? ''}` : null
}

const MARKER = /^entity:node\/(\d+)(.*)$/

export interface ResolvedLinks<T> {
  fields: T
  /** Node ids linked to that have no page (unpublished, deleted, never existed). */
  missing: number[]
}

/**
 * Replaces every `url: "entity:node/N…"` in a domain node's fields with node N's path from
 * `pathOfNid`. A link to a missing node is left out: a `{ url, title }` link object becomes
 * null, any other object (a menu item, a callout) keeps its other fields with `url: null`.
 */
export function resolveNodeLinks<T>(
  fields: T,
  pathOfNid: (nid: number) => string | null | undefined,
): ResolvedLinks<T> {
  const missing: number[] = []
  const isLinkObject = (o: Record<string, unknown>) =>
    Object.keys(o).every((k) => k === 'url' || k === 'title')
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) out[key] = walk(v)
    const m = typeof out.url === 'string' ? MARKER.exec(out.url) : null
    if (m) {
      const nid = Number(m[1])
      const target = pathOfNid(nid)
      if (target) {
        out.url = `${target}${m[2]}`
      } else {
        missing.push(nid)
        if (isLinkObject(out)) return null
        out.url = null
      }
    }
    return out
  }
  return { fields: walk(fields) as T, missing }
}
