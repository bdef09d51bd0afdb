/**
 * Build step: one iCalendar file per event ("Add to calendar" on the event page), written
 * next to the event's page in public/ (see src/lib/ics.ts for the format and the path).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Node } from 'gatsby'
import { buildIcs, icsPath } from '../src/lib/ics'
import { stripHtml } from '../src/lib/text'
import { loadEnv } from './env'

interface Args {
  getNodesByType: (type: string) => Node[]
  reporter: { info: (message: string) => void }
  publicDir?: string
  now?: Date
}

export async function writeEventCalendars({
  getNodesByType,
  reporter,
  publicDir = 'public',
  now = new Date(),
}: Args): Promise<number> {
  const siteUrl = loadEnv().siteUrl.replace(/\/$/, '')
  const host = new URL(siteUrl).hostname
  const settings = getNodesByType('SiteSettings')[0] as
    (Node & { siteName?: string; address?: string | null }) | undefined
  const siteName = settings?.siteName || 'Outlet Centre'
  const address = stripHtml(settings?.address?.replace(/<br\s*\/?>/gi, ', '))
  const location = [siteName, address].filter(Boolean).join(', ')
  let written = 0
  const files: string[] = []
  for (const node of getNodesByType('Event')) {
    const event = node as Node & {
      drupalId: string
      title: string
      path: string
      startDate: string
      endDate?: string | null
      summary?: string | null
    }
    if (!event.path || !event.startDate) continue
    const ics = buildIcs(
      {
        uid: `${event.drupalId}@${host}`,
        title: event.title,
        startDate: event.startDate,
        endDate: event.endDate,
        summary: event.summary,
        url: `${siteUrl}${event.path}`,
        location,
      },
      now,
      siteName,
    )
    const target = path.join(publicDir, icsPath(event.path))
    if (!path.resolve(target).startsWith(path.resolve(publicDir))) continue
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, ics, 'utf8')
    files.push(path.relative(publicDir, target))
    written += 1
  }
  const removed = await removeStaleCalendars(publicDir, files)
  reporter.info(
    `Wrote ${written} event calendar file(s)${removed.length ? `, removed ${removed.length} of deleted events` : ''}`,
  )
  return written
}

/** Where the last build recorded the calendar files it wrote (public/ outlives a build). */
const CALENDARS_RECORD = 'event-calendars.json'

/**
 * Delete the calendar files an earlier build wrote for events that no longer exist: an
 * incremental build keeps public/, and Gatsby only removes the pages it made itself. The
 * record lives in public/ (so it goes when public/ is cleaned) under a dot name the static
 * server does not serve.
 */
export async function removeStaleCalendars(publicDir: string, current: string[]) {
  const record = path.join(publicDir, `.${CALENDARS_RECORD}`)
  let previous: string[] = []
  try {
    previous = JSON.parse(await fs.readFile(record, 'utf8'))
  } catch {
    // first build
  }
  const keep = new Set(current)
  const removed: string[] = []
  for (const rel of Array.isArray(previous) ? previous : []) {
    if (typeof rel !== 'string' || keep.has(rel) || !rel.endsWith('.ics')) continue
    const target = path.resolve(publicDir, rel)
    if (!target.startsWith(path.resolve(publicDir) + path.sep)) continue
    await fs.rm(target, { force: true })
    removed.push(rel)
  }
  await fs.writeFile(record, JSON.stringify(current))
  return removed
}
