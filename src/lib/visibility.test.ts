import {
  chosenTypes,
  filterFromSearch,
  filterItems,
  isArticleVisible,
  isEventUpcoming,
  isOfferVisible,
  matchesFilter,
  searchForFilter,
  teaserArticles,
  upcomingEvents,
  visibleOffers,
  whatsOnItems,
} from './visibility'

const TODAY = '2026-11-21'
const YESTERDAY = '2026-11-20'
const TOMORROW = '2026-11-22'

describe('offer visibility', () => {
  it.each<[{ expiryDate: string; publishDate?: string | null }, boolean, string]>([
    [{ expiryDate: TODAY }, true, 'expires today'],
    [{ expiryDate: TOMORROW }, true, 'expires tomorrow'],
    [{ expiryDate: YESTERDAY }, false, 'expired yesterday'],
    [{ expiryDate: TOMORROW, publishDate: TODAY }, true, 'published today'],
    [{ expiryDate: TOMORROW, publishDate: YESTERDAY }, true, 'published yesterday'],
    [{ expiryDate: TOMORROW, publishDate: TOMORROW }, false, 'published tomorrow'],
    [{ expiryDate: TOMORROW, publishDate: null }, true, 'no publish date'],
    [{ expiryDate: TODAY, publishDate: TODAY }, true, 'published and expiring today'],
    [{ expiryDate: '' }, false, 'no expiry date'],
  ])('%o → %s (%s)', (offer, visible) => {
    expect(isOfferVisible(offer, TODAY)).toBe(visible)
  })

  it('keeps only visible offers, in order', () => {
    const offers = [
      { id: 'a', expiryDate: YESTERDAY },
      { id: 'b', expiryDate: TODAY },
      { id: 'c', expiryDate: TOMORROW, publishDate: TOMORROW },
      { id: 'd', expiryDate: '2027-01-01' },
    ]
    expect(visibleOffers(offers, TODAY).map((o) => o.id)).toEqual(['b', 'd'])
  })
})

const article = (
  id: string,
  articleType: string,
  publishDate: string,
  expiryDate: string | null = null,
) => ({ id, articleType, publishDate, expiryDate })

describe('article visibility', () => {
  it.each([
    [article('a', 'news', TODAY), true, 'published today'],
    [article('a', 'news', YESTERDAY), true, 'published yesterday'],
    [article('a', 'news', TOMORROW), false, 'published tomorrow'],
    [article('a', 'news', '2026-11-01', TODAY), true, 'expires today'],
    [article('a', 'news', '2026-11-01', TOMORROW), true, 'expires tomorrow'],
    [article('a', 'news', '2026-11-01', YESTERDAY), false, 'expired yesterday'],
  ])('%o → %s (%s)', (a, visible) => {
    expect(isArticleVisible(a, TODAY)).toBe(visible)
  })
})

describe('articles teaser', () => {
  const articles = [
    article('old-news', 'news', '2026-10-01'),
    article('blog-1', 'blog', '2026-11-19'),
    article('news-expired', 'news', '2026-11-15', YESTERDAY),
    article('news-today', 'news', TODAY, TODAY),
    article('future', 'news', TOMORROW),
    article('blog-2', 'blog', '2026-11-10'),
    article('news-2', 'news', '2026-11-05'),
  ]

  it('takes both types when none is chosen, newest first, at most four', () => {
    expect(teaserArticles(articles, null, TODAY).map((a) => a.id)).toEqual([
      'news-today',
      'blog-1',
      'blog-2',
      'news-2',
    ])
    expect(teaserArticles(articles, [], TODAY)).toHaveLength(4)
  })

  it('takes only the chosen type', () => {
    expect(teaserArticles(articles, ['news'], TODAY).map((a) => a.id)).toEqual([
      'news-today',
      'news-2',
      'old-news',
    ])
    expect(teaserArticles(articles, ['blog'], TODAY).map((a) => a.id)).toEqual(['blog-1', 'blog-2'])
  })

  it('reads the chosen types', () => {
    expect(chosenTypes(['news', 'blog'])).toEqual(['news', 'blog'])
    expect(chosenTypes(['blog', null])).toEqual(['blog'])
    expect(chosenTypes(['other'])).toEqual(['news', 'blog'])
  })
})

describe('events block', () => {
  const ev = (id: string, startDate: string, endDate: string | null = null) => ({
    id,
    startDate,
    endDate,
  })

  it.each([
    [ev('e', '2026-11-01T10:00:00', `${TODAY}T09:00:00`), true, 'ends today (earlier hour)'],
    [ev('e', '2026-11-01T10:00:00', `${YESTERDAY}T23:00:00`), false, 'ended yesterday'],
    [ev('e', `${TOMORROW}T10:00:00`, null), true, 'starts tomorrow, no end'],
    [ev('e', `${TODAY}T10:00:00`, null), true, 'today, no end'],
    [ev('e', `${YESTERDAY}T10:00:00`, null), false, 'yesterday, no end'],
  ])('%o → %s (%s)', (e, upcoming) => {
    expect(isEventUpcoming(e, TODAY)).toBe(upcoming)
  })

  it('keeps at most three, soonest first', () => {
    const events = [
      ev('later', '2026-12-20T10:00:00'),
      ev('past', '2026-11-01T10:00:00', '2026-11-02T10:00:00'),
      ev('now', '2026-11-19T10:00:00', '2026-11-27T10:00:00'),
      ev('soon', '2026-11-28T10:00:00'),
      ev('today', `${TODAY}T10:00:00`, `${TODAY}T15:00:00`),
    ]
    expect(upcomingEvents(events, TODAY).map((e) => e.id)).toEqual(['now', 'today', 'soon'])
  })
})

describe("what's on", () => {
  const articles = [
    article('news-today', 'news', TODAY),
    article('news-future', 'news', TOMORROW),
    article('blog-expired', 'blog', '2026-09-01', YESTERDAY),
    article('blog-old', 'blog', '2026-10-01'),
  ]
  const events = [
    { id: 'past-event', startDate: '2025-12-27T10:00:00', endDate: '2026-01-31T17:00:00' },
    { id: 'future-event', startDate: '2026-12-03T17:00:00', endDate: null },
    { id: 'today-event', startDate: `${TODAY}T10:00:00`, endDate: `${TODAY}T15:00:00` },
  ]
  const items = whatsOnItems(articles, events, TODAY)

  it('lists every event and the published, unexpired articles, newest first', () => {
    expect(items.map((i) => i.item.id)).toEqual([
      'future-event',
      'today-event',
      'news-today',
      'blog-old',
      'past-event',
    ])
    expect(items.map((i) => i.filterType)).toEqual(['event', 'event', 'news', 'blog', 'event'])
  })

  it.each([
    ['all', ['future-event', 'today-event', 'news-today', 'blog-old', 'past-event']],
    ['events', ['future-event', 'today-event', 'past-event']],
    ['news', ['news-today']],
    ['articles', ['news-today', 'blog-old']],
    ['blog', ['blog-old']],
    ['nonsense', []],
  ])('filter %s', (filter, ids) => {
    expect(filterItems(items, filter).map((i) => i.item.id)).toEqual(ids)
  })

  it('matches filters against filterType', () => {
    expect(matchesFilter('news', 'news')).toBe(true)
    expect(matchesFilter('blog', 'news')).toBe(false)
    expect(matchesFilter('blog', 'articles')).toBe(true)
    expect(matchesFilter('event', 'articles')).toBe(false)
    expect(matchesFilter('event', 'events')).toBe(true)
    expect(matchesFilter('event', 'all')).toBe(true)
    expect(matchesFilter('event', '')).toBe(true)
  })

  it('reads and writes the filter query', () => {
    expect(filterFromSearch('?filter=events')).toBe('events')
    expect(filterFromSearch('?filter=News')).toBe('news')
    expect(filterFromSearch('')).toBe('all')
    expect(filterFromSearch(undefined)).toBe('all')
    expect(searchForFilter('all')).toBe('')
    expect(searchForFilter('news')).toBe('?filter=news')
  })
})
