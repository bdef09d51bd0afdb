/**
 * Visibility rules and the what's on filters. Pure:
 * every function takes "today" as a Canberra day (`yyyy-MM-dd`, see dates.ts) so the build
 * can apply them with the build date and the browser again with the visitor's day.
 */
import { compareIso, dayOf, type Day } from './dates'

export interface OfferDates {
  publishDate?: string | null
  expiryDate: string
}

export interface ArticleDates {
  articleType: string
  publishDate: string
  expiryDate?: string | null
}

export interface EventDates {
  startDate: string
  endDate?: string | null
}

/** Offers: expiry today or later, and the publish date, if any, today or earlier. */
export function isOfferVisible(offer: OfferDates, today: Day): boolean {
  const expiry = dayOf(offer.expiryDate)
  if (!expiry || expiry < today) return false
  const publish = dayOf(offer.publishDate)
  return !publish || publish <= today
}

export function visibleOffers<T extends OfferDates>(offers: readonly T[], today: Day): T[] {
  return offers.filter((o) => isOfferVisible(o, today))
}

/** Articles: published (publish date today or earlier). */
function isArticlePublished(article: ArticleDates, today: Day): boolean {
  const publish = dayOf(article.publishDate)
  return !!publish && publish <= today
}

/** Articles: not expired (no expiry, or expiry today or later). */
function isArticleCurrent(article: ArticleDates, today: Day): boolean {
  const expiry = dayOf(article.expiryDate)
  return !expiry || expiry >= today
}

/**
 * An article a visitor may see in a list: published and not expired. (The original site
 * showed expired articles on the what's on listing, a defect.)
 */
export function isArticleVisible(article: ArticleDates, today: Day): boolean {
  return isArticlePublished(article, today) && isArticleCurrent(article, today)
}

/** Events block: end date (the start date when there is none) today or later, by day. */
export function isEventUpcoming(event: EventDates, today: Day): boolean {
  const end = dayOf(event.endDate) ?? dayOf(event.startDate)
  return !!end && end >= today
}

/** The events block: up to `limit` (3) upcoming events, soonest first. */
export function upcomingEvents<T extends EventDates>(
  events: readonly T[],
  today: Day,
  limit = 3,
): T[] {
  return events
    .filter((e) => isEventUpcoming(e, today))
    .sort((a, b) => compareIso(a.startDate, b.startDate))
    .slice(0, limit)
}

export type ArticleType = 'news' | 'blog'

/** The chosen article types of a section: both when none (or nothing usable) is chosen. */
export function chosenTypes(types: readonly (string | null)[] | null | undefined): ArticleType[] {
  const chosen = (types ?? []).filter((t): t is ArticleType => t === 'news' || t === 'blog')
  return chosen.length ? Array.from(new Set(chosen)) : ['news', 'blog']
}

/**
 * Articles teaser and latest news: the chosen types, published, not expired, newest first,
 * at most `limit` (4: one large card plus three).
 */
export function teaserArticles<T extends ArticleDates>(
  articles: readonly T[],
  types: readonly (string | null)[] | null | undefined,
  today: Day,
  limit = 4,
): T[] {
  const wanted = chosenTypes(types)
  return articles
    .filter((a) => wanted.includes(a.articleType as ArticleType))
    .filter((a) => isArticleVisible(a, today))
    .sort((a, b) => compareIso(b.publishDate, a.publishDate))
    .slice(0, limit)
}

/* ---------- What's on ---------- */

export type ListingItem<A, E> =
  | { kind: 'article'; filterType: string; date: string; item: A }
  | { kind: 'event'; filterType: 'event'; date: string; item: E }

/**
 * The what's on list: every event, and the articles that are published and not expired;
 * newest first (publish date for articles, start date for events). Each item carries its
 * filterType: the article's type, or `event`.
 */
export function whatsOnItems<A extends ArticleDates, E extends EventDates>(
  articles: readonly A[],
  events: readonly E[],
  today: Day,
): ListingItem<A, E>[] {
  const items: ListingItem<A, E>[] = [
    ...articles
      .filter((a) => isArticleVisible(a, today))
      .map((a): ListingItem<A, E> => ({
        kind: 'article',
        filterType: a.articleType || 'event',
        date: a.publishDate,
        item: a,
      })),
    ...events.map((e): ListingItem<A, E> => ({
      kind: 'event',
      filterType: 'event',
      date: e.startDate,
      item: e,
    })),
  ]
  // Compare as Canberra-local ISO text: a date sorts before date-times on the same day.
  return items.sort((a, b) => compareIso(b.date, a.date))
}

export const WHATS_ON_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'events', label: 'Events' },
  { value: 'news', label: 'News' },
  { value: 'articles', label: 'Articles' },
] as const

/** The filter from the `?filter=` query: lower-cased and trimmed, `all` when missing. */
export function filterFromSearch(search: string | null | undefined): string {
  const value = new URLSearchParams(search ?? '').get('filter')
  const f = (value ?? '').trim().toLowerCase()
  return f || 'all'
}

/**
 * The what's on filter: `all` shows everything; `news` shows items whose filterType contains
 * news; `articles` shows news and blog; any other value matches as a substring (so
 * `events` matches filterType `event`, and `blog` matches blog posts).
 */
export function matchesFilter(filterType: string, filter: string): boolean {
  const f = filter.trim().toLowerCase()
  if (!f || f === 'all') return true
  if (f === 'news') return filterType.includes('news')
  if (f === 'articles') return filterType.includes('news') || filterType.includes('blog')
  return filterType.includes(f) || f.includes(filterType)
}

export function filterItems<T extends { filterType: string }>(
  items: readonly T[],
  filter: string,
): T[] {
  return items.filter((i) => matchesFilter(i.filterType, filter))
}

/** The search string for a filter (`all` drops the query). */
export function searchForFilter(filter: string): string {
  return !filter || filter === 'all' ? '' : `?filter=${encodeURIComponent(filter)}`
}
