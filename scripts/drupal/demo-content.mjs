// The demo content for the local Drupal: the snapshot recorded in cms/snapshot/ (its one
// home; change it in Drupal and re-record with `npm run cms:snapshot`), with its dates moved
// to today as the demo CMS moves them, in the order drupal/scripts/import-content.php
// creates entities (what is referred to before what refers to it).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { loadSnapshot } = require('../../cms/lib/snapshot.cjs')
const { computeShiftDays, resolveToday, shiftResources } = require('../../cms/lib/shift-dates.cjs')

/** Paragraph bundles that other paragraphs contain come first. */
const LEAF_PARAGRAPHS = ['icon_item', 'button_tile', 'gift_promo_category', 'slide', 'holiday']
/** Nodes that other nodes refer to come first. */
const NODE_ORDER = ['store', 'gift', 'offer', 'job_listing', 'article', 'event', 'page', 'homepage']

export function importOrder(type) {
  const [entity, bundle] = type.split('--')
  const rank = {
    file: 0,
    taxonomy_term: 1,
    paragraph: LEAF_PARAGRAPHS.includes(bundle) ? 2 : 3,
    node: 4 + NODE_ORDER.indexOf(bundle) / 10,
    block_content: 5,
    menu_link_content: 6,
  }[entity]
  return rank ?? 7
}

/** Menu links after their parent (`parent: "menu_link_content:{uuid}"`). */
export function parentsFirst(links) {
  const byId = new Map(links.map((l) => [l.id, l]))
  const ordered = []
  const placed = new Set()
  const place = (link, seen = new Set()) => {
    if (placed.has(link.id) || seen.has(link.id)) return
    seen.add(link.id)
    const parentId = /^menu_link_content:(.+)$/.exec(link.attributes.parent ?? '')?.[1]
    if (parentId && byId.has(parentId)) place(byId.get(parentId), seen)
    placed.add(link.id)
    ordered.push(link)
  }
  links.forEach((l) => place(l))
  return ordered
}

export function demoContentBundle({ env = process.env } = {}) {
  const snapshot = loadSnapshot()
  const today = resolveToday(env)
  const days = computeShiftDays(snapshot.meta.referenceDate, today)
  const types = [...snapshot.types]
    .filter((type) => importOrder(type) < 7)
    .sort((a, b) => importOrder(a) - importOrder(b) || a.localeCompare(b))
  const resources = types.map((type) => {
    let data = shiftResources(snapshot.resources.get(type), days)
    if (type === 'menu_link_content--menu_link_content') data = parentsFirst(data)
    return { type, data }
  })
  const settings = snapshot.resources.get('block_content--site_settings')?.[0]
  return {
    today,
    siteName: settings?.attributes.field_site_name ?? snapshot.meta.centreName,
    filesDir: snapshot.filesDir,
    bundle: { resources },
  }
}
