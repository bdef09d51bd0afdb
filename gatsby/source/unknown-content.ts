/**
 * Content of a Drupal type the registry (gatsby/content/) lacks: a site builder added a
 * content type or paragraph type in Drupal. The build leaves it out and publishes the rest;
 * these warnings name the type and the page it was on, so a developer adds its module
 * (docs/extending.md).
 */
import { aliasToPath, isUnknownBundle, type DrupalNode } from './mapping'

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

/** One warning per unknown type and page it appears on. */
export function unknownContentWarnings(nodes: readonly DrupalNode[]): string[] {
  const unknown = nodes.filter((n) => isUnknownBundle(n.internal.type))
  if (unknown.length === 0) return []
  const byKey = new Map<string, DrupalNode>()
  for (const n of nodes) {
    const [entity] = n.internal.type.split('__')
    const id = n.drupal_internal__nid ?? n.drupal_internal__id ?? n.drupal_internal__tid
    if (id !== undefined) byKey.set(`${entity}:${text(id)}`, n)
  }
  /** The page a paragraph sits on: its host, through nested paragraphs. */
  const hostOf = (n: DrupalNode): DrupalNode | undefined => {
    let host: DrupalNode | undefined = n
    for (let depth = 0; host?.internal.type.startsWith('paragraph__') && depth < 10; depth++) {
      host = byKey.get(`${text(host.parent_type)}:${text(host.parent_id)}`)
    }
    return host
  }
  const describe = (n: DrupalNode | undefined) => {
    if (!n) return 'content that is not on the site'
    const title = text(n.title) || text(n.info) || text(n.name) || n.id
    const nid = n.drupal_internal__nid
    const alias = (n.path as { alias?: unknown } | undefined)?.alias
    return nid === undefined
      ? `"${title}" (${n.internal.type})`
      : `"${title}" (${aliasToPath(alias, `/node/${nid}`)})`
  }
  const counts = new Map<string, number>()
  for (const n of unknown) {
    const type = n.internal.type
    const where = type.startsWith('paragraph__')
      ? `a section of ${describe(hostOf(n))}`
      : describe(n)
    const key = `${type}\u0000${where}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => {
    const [type, where] = key.split('\u0000')
    const times = count > 1 ? ` (${count} items)` : ''
    return `Drupal content of type ${type} is left out of the site: ${where}${times}. No module in gatsby/content/ handles ${type}; docs/extending.md says how to add one.`
  })
}
