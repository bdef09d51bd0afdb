// The demo content for the local Drupal: the snapshot recorded in cms/snapshot/ (its one
// home; change it in Drupal and re-record with `npm run cms:snapshot`), with its dates moved
// to today as the demo CMS moves them, in the order drupal/scripts/import-content.php
// creates entities (what is referred to before what refers to it).
import { computeShiftDays, resolveToday, shiftResources } from '../../cms/lib/shift-dates.cjs'
import { loadSnapshot } from '../../cms/lib/snapshot.cjs'

import { importOrder, nestedParagraphs, parentsFirst } from './rules.mjs'

export function demoContentBundle({ env = process.env } = {}) {
  const snapshot = loadSnapshot()
  const today = resolveToday(env)
  const days = computeShiftDays(snapshot.meta.referenceDate, today)
  const nested = nestedParagraphs(snapshot.resources)
  const rank = (/** @type {string} */ type) => importOrder(type, nested)
  const types = [...snapshot.types]
    .filter((type) => rank(type) < 7)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const resources = types.map((type) => {
    let data = shiftResources(
      /** @type {import('../../cms/lib/snapshot.cjs').Resource[]} */ (snapshot.resources.get(type)),
      days,
    )
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
