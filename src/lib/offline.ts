/**
 * What the site keeps for a visitor with no signal (the service worker that
 * gatsby/post-build/service-worker.ts writes with Workbox, started by
 * src/components/layout/serviceWorker.ts). Shared by the build and the browser.
 */
import { addDays } from './dates'
import { hoursOn, type OpeningHoursData } from './openingHours'

/** The pages a visitor needs most, saved on the first visit. */
export const OFFLINE_PAGES = [
  { path: '/', name: 'Home' },
  { path: '/trading-hours/', name: 'Trading hours' },
  { path: '/stores/', name: 'Store directory' },
  { path: '/centre-map/', name: 'Centre map' },
  { path: '/information/', name: 'Centre information' },
] as const

/** The offline page as a page of the site, and the copy the worker shows for a page it has not saved. */
export const OFFLINE_PAGE_PATH = '/offline/'
export const OFFLINE_FALLBACK = '/offline.html'

/** The worker's cache of pages (HTML), which the offline page lists. */
export const PAGES_CACHE = 'pages'

/** How many days of trading hours the offline page carries, from the day it was built. */
const OFFLINE_HOURS_DAYS = 14

/** Where Gatsby publishes a page's data (`/` is `index`). */
export function pageDataUrl(pagePath: string): string {
  const name = pagePath === '/' ? '/index' : pagePath.replace(/\/+$/, '')
  return `/page-data${name}/page-data.json`
}

/**
 * What to save once the worker runs: the page the visitor is on and everything it loaded from
 * the site (scripts, styles, fonts, images, data), and the pages of OFFLINE_PAGES with their
 * data. Same origin only, without fragments, each once.
 */
export function warmUpUrls(current: string, loaded: readonly string[], origin: string): string[] {
  const pages = OFFLINE_PAGES.flatMap(({ path }) => [path, pageDataUrl(path)])
  const urls = new Set<string>()
  for (const candidate of [current, ...loaded, ...pages, '/page-data/app-data.json']) {
    let url: URL
    try {
      url = new URL(candidate, origin)
    } catch {
      continue
    }
    if (url.origin !== origin || url.pathname === '/sw.js') continue
    url.hash = ''
    urls.add(url.href)
  }
  return [...urls]
}

export interface OfflineDay {
  /** The Canberra day, `yyyy-MM-dd`. */
  date: string
  /** `Saturday 28 November`. */
  label: string
  /** `10am-6pm`, `9am-4pm (Christmas Eve)` or `Closed (Christmas Day)`. */
  hours: string
}

const DAY_LABEL = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/**
 * The trading hours of `days` days from `fromDay`, for the offline page: a visitor who opens
 * it days after it was saved still finds today among them.
 */
export function offlineHours(
  hours: OpeningHoursData | null | undefined,
  fromDay: string,
  days = OFFLINE_HOURS_DAYS,
): OfflineDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(fromDay, index)
    const day = hoursOn(hours, date)
    const text = day.closed ? 'Closed' : (day.hours ?? '')
    return {
      date,
      label: DAY_LABEL.format(new Date(`${date}T00:00:00Z`)),
      hours: day.holiday ? `${text} (${day.holiday.name})` : text,
    }
  })
}
