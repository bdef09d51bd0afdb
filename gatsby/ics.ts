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
    written += 1
  }
  reporter.info(`Wrote ${written} event calendar file(s)`)
  return written
}
