import {
  EMPTY_GIFT_FILTER,
  filterGifts,
  GIFT_PAGE_SIZE,
  GIFT_SLIDER_SETTINGS,
  giftCategoryOptions,
  hasMore,
  matchesGiftFilter,
  NO_GIFTS_MESSAGE,
  giftFilterFromSearch,
  recipientFromSearch,
  recipientOptions,
  restrictGifts,
  shownCount,
  type GiftLike,
} from './gifts'
import type { CategoryNode } from './stores/categoryOptions'
import { resolveResponsive } from './slides'

const c = (tid: number, parentTid: number) => ({ tid, parentTid })
const r = (...tids: number[]) => tids.map((tid) => ({ tid }))

const gift = (id: string, price: number, recipients: number[], categories: [number, number][]) =>
  ({
    id,
    price,
    recipients: r(...recipients),
    categories: categories.map(([t, p]) => c(t, p)),
  }) satisfies GiftLike

// Prices on and around the range boundaries (demo content has the same).
const tote = gift('tote', 50, [62], [[32, 29]])
const mask = gift('mask', 50.5, [62], [[35, 29]])
const beanie = gift(
  'beanie',
  51,
  [61, 62],
  [
    [31, 29],
    [37, 29],
  ],
)
const handbag = gift('handbag', 300, [62], [[32, 29]])
const suitcase = gift('suitcase', 300.99, [61, 62], [[5, 1]])
const watch = gift('watch', 301, [61, 62], [[3, 1]])
const plush = gift('plush', 24, [64], [[12, 10]])
const candle = gift('candle', 34.95, [62, 63], [[47, 1]])
const voucher = gift('voucher', 120, [61, 62, 63], [[4, 1]])
const all = [tote, mask, beanie, handbag, suitcase, watch, plush, candle, voucher]
const ids = (gifts: readonly GiftLike[]) => gifts.map((g) => g.id)

describe('gift filters', () => {
  it('has the exact empty message and page size', () => {
    expect(NO_GIFTS_MESSAGE).toBe('No results found')
    expect(GIFT_PAGE_SIZE).toBe(8)
  })

  it('shows everything without filters', () => {
    expect(filterGifts(all, EMPTY_GIFT_FILTER)).toHaveLength(all.length)
  })

  it('filters by price range with inclusive x.99 upper bounds', () => {
    const by = (priceRange: string) => ids(filterGifts(all, { ...EMPTY_GIFT_FILTER, priceRange }))
    expect(by('0-50')).toEqual(['tote', 'mask', 'plush', 'candle'])
    expect(by('51-100')).toEqual(['beanie'])
    expect(by('101-150')).toEqual(['voucher'])
    expect(by('201-300')).toEqual(['handbag', 'suitcase'])
    expect(by('300+')).toEqual(['watch'])
    // An unknown range id filters nothing out.
    expect(by('bogus')).toHaveLength(all.length)
  })

  it('matches any of the gift recipients', () => {
    const forHome = filterGifts(all, { ...EMPTY_GIFT_FILTER, recipient: 63 })
    expect(ids(forHome)).toEqual(['candle', 'voucher'])
    expect(matchesGiftFilter(voucher, { ...EMPTY_GIFT_FILTER, recipient: 61 })).toBe(true)
    expect(matchesGiftFilter(plush, { ...EMPTY_GIFT_FILTER, recipient: 61 })).toBe(false)
  })

  it('matches any of the gift categories, or their parent', () => {
    expect(ids(filterGifts(all, { ...EMPTY_GIFT_FILTER, category: 32 }))).toEqual([
      'tote',
      'handbag',
    ])
    expect(ids(filterGifts(all, { ...EMPTY_GIFT_FILTER, category: 1 }))).toEqual([
      'suitcase',
      'watch',
      'candle',
      'voucher',
    ])
  })

  it('combines all three filters', () => {
    expect(ids(filterGifts(all, { recipient: 62, category: 29, priceRange: '0-50' }))).toEqual([
      'tote',
      'mask',
    ])
    expect(filterGifts(all, { recipient: 64, category: 29, priceRange: null })).toEqual([])
  })

  it('never repeats a gift', () => {
    expect(filterGifts([tote, tote], EMPTY_GIFT_FILTER)).toHaveLength(1)
  })
})

describe('gift guide restriction', () => {
  const config = { categories: [29, 12, 47], recipients: [62, 64] }

  it('keeps gifts in a configured category (or a child of one) for a configured recipient', () => {
    expect(ids(restrictGifts(all, config))).toEqual([
      'tote',
      'mask',
      'beanie',
      'handbag',
      'plush',
      'candle',
    ])
  })

  it('restricts nothing with empty lists', () => {
    expect(restrictGifts(all, { categories: [], recipients: [] })).toHaveLength(all.length)
    expect(ids(restrictGifts(all, { categories: [], recipients: [64] }))).toEqual(['plush'])
  })

  const recipients = [
    { tid: 61, name: 'For Him' },
    { tid: 62, name: 'For Her' },
    { tid: 63, name: 'Home' },
    { tid: 64, name: 'Kids' },
  ]

  it('restricts the recipient options', () => {
    expect(recipientOptions(recipients, config).map((x) => x.name)).toEqual(['For Her', 'Kids'])
    expect(recipientOptions(recipients, { categories: [], recipients: [] })).toHaveLength(4)
  })

  it('restricts the category options, keeping ancestors', () => {
    const tree: CategoryNode[] = [
      { tid: 1, name: 'Home', weight: 0, parentTid: 0 },
      { tid: 4, name: 'Kitchen', weight: 4, parentTid: 1 },
      { tid: 47, name: 'Homewares', weight: 3, parentTid: 1 },
      { tid: 10, name: 'Family', weight: 1, parentTid: 0 },
      { tid: 12, name: 'Toys & Hobbies', weight: 3, parentTid: 10 },
      { tid: 11, name: 'Electrical', weight: 0, parentTid: 10 },
      { tid: 29, name: 'Fashion', weight: 3, parentTid: 0 },
      { tid: 32, name: 'Womens Accessories', weight: 2, parentTid: 29 },
      { tid: 65, name: 'Automotive', weight: 5, parentTid: 0 },
    ]
    expect(giftCategoryOptions(tree, config).map((o) => o.name)).toEqual([
      'Home',
      'Homewares',
      'Family',
      'Toys & Hobbies',
      'Fashion',
      'Womens Accessories',
    ])
    expect(giftCategoryOptions(tree, { categories: [], recipients: [] })).toHaveLength(9)
  })

  it('preselects an offered recipient from ?category=', () => {
    const offered = recipientOptions(recipients, config)
    expect(recipientFromSearch('?category=62', offered)).toBe(62)
    expect(recipientFromSearch('?category=61', offered)).toBeNull()
    expect(recipientFromSearch('?category=x', offered)).toBeNull()
    expect(recipientFromSearch('', offered)).toBeNull()
    expect(recipientFromSearch('?category=61', recipients)).toBe(61)
  })
})

describe('giftFilterFromSearch', () => {
  const offered = { recipients: r(61, 62), categories: r(12, 14) }

  it('reads ?category= as the recipient, as the promo tiles link', () => {
    expect(giftFilterFromSearch('?category=62', offered)).toEqual({
      recipient: 62,
      category: null,
      priceRange: null,
    })
    expect(giftFilterFromSearch('?category=12', offered)).toBeNull()
    expect(giftFilterFromSearch('', offered)).toBeNull()
  })

  it("reads the form's own submission as the whole filter", () => {
    expect(giftFilterFromSearch('?recipient=61&category=14&price=51-100', offered)).toEqual({
      recipient: 61,
      category: 14,
      priceRange: '51-100',
    })
    expect(giftFilterFromSearch('?recipient=&category=12&price=', offered)).toEqual({
      recipient: null,
      category: 12,
      priceRange: null,
    })
  })

  it('ignores ids and ranges that are not offered', () => {
    expect(giftFilterFromSearch('?recipient=99&category=62&price=cheap', offered)).toEqual({
      recipient: null,
      category: null,
      priceRange: null,
    })
  })
})

describe('gift guide paging', () => {
  it('shows 8, then 8 more per load, up to the total', () => {
    expect(shownCount(66, 0)).toBe(8)
    expect(shownCount(66, 1)).toBe(16)
    expect(shownCount(20, 2)).toBe(20)
    expect(shownCount(3, 0)).toBe(3)
    expect(shownCount(0, 0)).toBe(0)
  })

  it('offers Load more only while gifts are hidden', () => {
    expect(hasMore(20, 8)).toBe(true)
    expect(hasMore(20, 16)).toBe(true)
    expect(hasMore(20, 20)).toBe(false)
    expect(hasMore(8, 8)).toBe(false)
    expect(hasMore(0, 0)).toBe(false)
  })
})

describe('gift slider', () => {
  const at = (width: number) => resolveResponsive(GIFT_SLIDER_SETTINGS, width)

  it('shows 5 sliding 2 from 1500 px, 4 sliding 2 from 1100 px, 2 from 800 px, else 1', () => {
    expect(at(1920)).toMatchObject({ slidesToShow: 5, slidesToScroll: 2 })
    expect(at(1500)).toMatchObject({ slidesToShow: 5, slidesToScroll: 2 })
    expect(at(1499)).toMatchObject({ slidesToShow: 4, slidesToScroll: 2 })
    expect(at(1100)).toMatchObject({ slidesToShow: 4, slidesToScroll: 2 })
    expect(at(1099)).toMatchObject({ slidesToShow: 2 })
    expect(at(800)).toMatchObject({ slidesToShow: 2 })
    expect(at(799)).toMatchObject({ slidesToShow: 1 })
  })

  it('autoplays only below 800 px, never centres, never loops, no wheel control', () => {
    expect(at(390)).toMatchObject({
      autoplay: true,
      centerMode: false,
      infinite: false,
      wheel: false,
    })
    for (const width of [800, 1100, 1500]) {
      expect(at(width)).toMatchObject({
        autoplay: false,
        centerMode: false,
        infinite: false,
        wheel: false,
      })
    }
  })
})
