#!/usr/bin/env node
/**
 * `npm run cms:edit -- …`: edit the running demo CMS from the shell, over its JSON:API (the
 * requests an editor's save makes in Drupal). The CMS stores the edit in its working copy and
 * fires its build hook (CMS_BUILD_HOOK_URL) if it has one.
 *
 *   npm run cms:edit -- store-title "<current title or id>" "New title"
 *   npm run cms:edit -- add-offer --store "<store title or id>" --title "…" [--days 14]
 *                                 [--details "…"] [--terms "…"]
 *   npm run cms:edit -- delete-event "<title or id>"
 *   npm run cms:edit -- reset        drop every edit (back to the committed snapshot)
 *
 * CMS_URL (or --cms-url) says where the CMS runs; default http://127.0.0.1:$CMS_PORT (4010).
 */
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'

const require = createRequire(import.meta.url)
const { todayInCanberra, shiftDateValue } = require('./lib/shift-dates.cjs')

const JSONAPI = 'application/vnd.api+json'
const usage = `Usage: npm run cms:edit -- <command> [options]

Commands:
  store-title <store title or id> <new title>   rename a store
  add-offer --store <store title or id> --title <title> [--days 14] [--details <text>] [--terms <text>]
                                                add an offer that expires in N days
  delete-event <event title or id>              delete an event
  reset                                         drop every edit (back to the committed snapshot)

Options:
  --cms-url <url>   the demo CMS (default: CMS_URL, else http://127.0.0.1:$CMS_PORT, port 4010)
  -h, --help        this help

The demo CMS must be running (npm run cms). With CMS_BUILD_HOOK_URL set it fires its build
hook after each edit, as Drupal's gatsby module does on save.`

class CliError extends Error {}

async function request(base, method, urlPath, body) {
  let res
  try {
    res = await fetch(`${base}${urlPath}`, {
      method,
      headers: body ? { 'Content-Type': JSONAPI, Accept: JSONAPI } : { Accept: JSONAPI },
      body: body ? JSON.stringify(body) : undefined,
    })
  } catch (error) {
    throw new CliError(
      `The demo CMS does not answer at ${base} (${error.cause?.message ?? error.message}). ` +
        'Start it with `npm run cms`, or set CMS_URL.',
    )
  }
  const text = await res.text()
  const json = text ? JSON.parse(text) : null
  if (!res.ok) {
    const detail = json?.errors?.[0]?.detail ?? res.statusText
    throw new CliError(`${method} ${urlPath}: ${res.status} ${detail}`)
  }
  return json
}

/** Every resource of a bundle, following links.next. */
async function all(base, bundlePath) {
  const out = []
  let next = `${bundlePath}`
  while (next) {
    const page = await request(base, 'GET', next)
    out.push(...page.data)
    const href = page.links?.next?.href
    next = href ? new URL(href).pathname + new URL(href).search : null
  }
  return out
}

/** One resource of a bundle by id or title (exact, else a unique partial match). */
async function find(base, bundle, what, label) {
  const items = await all(base, `/jsonapi/node/${bundle}`)
  const needle = what.trim().toLowerCase()
  const byId = items.find((r) => r.id === what.trim())
  if (byId) return byId
  const exact = items.filter((r) => String(r.attributes.title).toLowerCase() === needle)
  if (exact.length === 1) return exact[0]
  const partial = items.filter((r) => String(r.attributes.title).toLowerCase().includes(needle))
  if (partial.length === 1) return partial[0]
  if (!partial.length) throw new CliError(`No ${label} matches "${what}".`)
  throw new CliError(
    `"${what}" matches ${partial.length} ${label}s: ${partial
      .slice(0, 8)
      .map((r) => `"${r.attributes.title}"`)
      .join(', ')}${partial.length > 8 ? ', …' : ''}. Give more of the title or the id.`,
  )
}

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  )
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'cms-url': { type: 'string' },
      store: { type: 'string' },
      title: { type: 'string' },
      days: { type: 'string' },
      details: { type: 'string' },
      terms: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [command, ...args] = positionals
  if (values.help || !command) {
    console.log(usage)
    return values.help ? 0 : 2
  }
  const base = (
    values['cms-url'] ||
    process.env.CMS_URL ||
    `http://127.0.0.1:${process.env.CMS_PORT || 4010}`
  ).replace(/\/+$/, '')

  if (command === 'store-title') {
    if (args.length !== 2) throw new CliError('store-title needs the store and the new title.')
    const store = await find(base, 'store', args[0], 'store')
    const res = await request(base, 'PATCH', `/jsonapi/node/store/${store.id}`, {
      data: { type: 'node--store', id: store.id, attributes: { title: args[1] } },
    })
    console.log(
      `Store "${store.attributes.title}" is now "${res.data.attributes.title}" (${res.data.attributes.path?.alias ?? store.id}).`,
    )
  } else if (command === 'add-offer') {
    if (!values.store || !values.title) throw new CliError('add-offer needs --store and --title.')
    const days = values.days === undefined ? 14 : Number(values.days)
    if (!Number.isInteger(days) || days < 0 || days > 3650) {
      throw new CliError('--days must be a whole number of days (0 to 3650).')
    }
    const store = await find(base, 'store', values.store, 'store')
    const expiry = shiftDateValue(todayInCanberra(), days)
    const details =
      values.details ??
      `${values.title} at ${store.attributes.title}. Head in store before the offer ends.`
    const attributes = {
      title: values.title,
      body: { value: `<p>${escapeHtml(details)}</p>`, format: 'basic_html' },
      field_expiry_date: expiry,
      field_publish_date: null,
    }
    if (values.terms) {
      attributes.field_terms = { value: `<p>${escapeHtml(values.terms)}</p>`, format: 'basic_html' }
    }
    const res = await request(base, 'POST', '/jsonapi/node/offer', {
      data: {
        type: 'node--offer',
        attributes,
        relationships: { field_store: { data: { type: 'node--store', id: store.id } } },
      },
    })
    console.log(
      `Offer "${res.data.attributes.title}" added for ${store.attributes.title}, until ${expiry}: ${res.data.attributes.path.alias} (id ${res.data.id}).`,
    )
  } else if (command === 'delete-event') {
    if (args.length !== 1) throw new CliError('delete-event needs the event title or id.')
    const event = await find(base, 'event', args[0], 'event')
    await request(base, 'DELETE', `/jsonapi/node/event/${event.id}`)
    console.log(
      `Event "${event.attributes.title}" deleted (${event.attributes.path?.alias ?? event.id}).`,
    )
  } else if (command === 'reset') {
    const res = await request(base, 'POST', '/demo-cms/reset')
    console.log(
      res.hadEdits
        ? 'Edits dropped: the demo CMS serves the committed snapshot again.'
        : 'There were no edits.',
    )
  } else {
    throw new CliError(`Unknown command "${command}".\n\n${usage}`)
  }
  return 0
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  if (error instanceof CliError || error.code?.startsWith?.('ERR_PARSE_ARGS')) {
    console.error(`cms:edit: ${error.message}`)
    process.exitCode = error instanceof CliError ? 1 : 2
  } else {
    throw error
  }
}
