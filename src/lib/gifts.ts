/**
 * Gift guide rules: restriction by the section's configured
 * categories and recipients, the recipient / category / price filters, the filter options
 * and paging. Pure functions; the section component only calls them.
 */
import { isPriceInRange, priceRangeById } from './price'
import type { CarouselSettings } from './slides'
import { categoryOptions, type CategoryNode, type CategoryOption } from './stores/categoryOptions'
import { matchesCategory, uniqueById, type CategoryRef } from './stores/directoryFilter'

/** Gifts shown at first, and added by each 'Load more'. */
export const GIFT_PAGE_SIZE = 8

export const NO_GIFTS_MESSAGE = 'No results found'

export interface GiftLike {
  id: string
  price: number
  recipients: readonly { tid: number }[]
  categories: readonly CategoryRef[]
}

export interface GiftFilter {
  recipient: number | null
  category: number | null
  /** A PRICE_RANGES id, or null for any price. */
  priceRange: string | null
}

export const EMPTY_GIFT_FILTER: GiftFilter = { recipient: null, category: null, priceRange: null }

/** A gift guide section's configured lists; empty lists restrict nothing. */
export interface GiftGuideConfig {
  categories: readonly number[]
  recipients: readonly number[]
}

function matchesRecipient(gift: Pick<GiftLike, 'recipients'>, tid: number | null): boolean {
  return tid === null || gift.recipients.some((r) => r.tid === tid)
}

/** The gifts a section may show: any configured category (or a child of one) and any configured recipient. */
export function restrictGifts<T extends GiftLike>(
  gifts: readonly T[],
  config: GiftGuideConfig,
): T[] {
  return uniqueById(gifts).filter(
    (gift) =>
      (config.categories.length === 0 ||
        config.categories.some((tid) => matchesCategory(gift.categories, tid))) &&
      (config.recipients.length === 0 ||
        config.recipients.some((tid) => matchesRecipient(gift, tid))),
  )
}

/**
 * Does a gift pass the filters? Recipient: any of the gift's recipients; category: any of
 * the gift's categories or its parent (choosing "Fashion" finds a gift filed under "Womens
 * Clothing"); price: within the chosen range, both bounds inclusive.
 */
export function matchesGiftFilter(gift: GiftLike, filter: GiftFilter): boolean {
  if (!matchesRecipient(gift, filter.recipient)) return false
  if (!matchesCategory(gift.categories, filter.category)) return false
  const range = priceRangeById(filter.priceRange)
  return !range || isPriceInRange(gift.price, range)
}

export function filterGifts<T extends GiftLike>(gifts: readonly T[], filter: GiftFilter): T[] {
  return uniqueById(gifts).filter((gift) => matchesGiftFilter(gift, filter))
}

/** Recipient options: every recipient, or only the configured ones (in the given order). */
export function recipientOptions<T extends { tid: number }>(
  recipients: readonly T[],
  config: GiftGuideConfig,
): T[] {
  const unique = recipients.filter((r, i) => recipients.findIndex((x) => x.tid === r.tid) === i)
  return config.recipients.length ? unique.filter((r) => config.recipients.includes(r.tid)) : unique
}

/** Category options in tree order; restricted sections keep their categories' ancestors. */
export function giftCategoryOptions(
  categories: readonly CategoryNode[],
  config: GiftGuideConfig,
): CategoryOption[] {
  return categoryOptions(categories, config.categories)
}

/**
 * The recipient preselected by `?category={id}` (the gift promo tiles link there): the id
 * when it is one of the offered recipients, otherwise none.
 */
export function recipientFromSearch(
  search: string | null | undefined,
  offered: readonly { tid: number }[],
): number | null {
  return offeredId(new URLSearchParams(search ?? '').get('category'), offered)
}

/** `raw` as a term id when it is a whole number and one of `offered`, otherwise null. */
function offeredId(raw: string | null, offered: readonly { tid: number }[]): number | null {
  const text = (raw ?? '').trim()
  if (!/^\d+$/.test(text)) return null
  const tid = Number(text)
  return offered.some((option) => option.tid === tid) ? tid : null
}

/**
 * The filter a gift guide starts from, read from its URL after mount; null when the URL sets
 * none. `?category={recipient id}` preselects the recipient (the promo tiles link there). The
 * form's own fields (`recipient`, `category`, `price`), which the browser sends when the form
 * is submitted before the page's scripts have run, give the whole filter. Ids that are not
 * offered are ignored.
 */
export function giftFilterFromSearch(
  search: string | null | undefined,
  offered: { recipients: readonly { tid: number }[]; categories: readonly { tid: number }[] },
): GiftFilter | null {
  const params = new URLSearchParams(search ?? '')
  if (!params.has('recipient')) {
    const recipient = recipientFromSearch(search, offered.recipients)
    return recipient === null ? null : { ...EMPTY_GIFT_FILTER, recipient }
  }
  return {
    recipient: offeredId(params.get('recipient'), offered.recipients),
    category: offeredId(params.get('category'), offered.categories),
    priceRange: priceRangeById(params.get('price'))?.id ?? null,
  }
}

/** How many gifts are shown after `loads` presses of 'Load more'. */
export function shownCount(total: number, loads: number, pageSize = GIFT_PAGE_SIZE): number {
  return Math.min(total, pageSize * (1 + Math.max(0, loads)))
}

/** 'Load more' is offered while some gifts are still hidden. */
export function hasMore(total: number, shown: number): boolean {
  return shown < total
}

/**
 * The gift slider: from 1500 px 5 shown, sliding 2; from 1100 px 4, sliding
 * 2; from 800 px 2; below that 1 with autoplay (off on larger screens). No centring, no
 * infinite scroll, no wheel control. react-slick semantics: an entry applies up to and
 * including its breakpoint.
 */
export const GIFT_SLIDER_SETTINGS: CarouselSettings = {
  slidesToShow: 5,
  slidesToScroll: 2,
  infinite: false,
  centerMode: false,
  wheel: false,
  autoplay: false,
  autoplaySpeed: 2000,
  speed: 300,
  responsive: [
    { breakpoint: 1499, settings: { slidesToShow: 4, slidesToScroll: 2 } },
    { breakpoint: 1099, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 799, settings: { slidesToShow: 1, slidesToScroll: 1, autoplay: true } },
  ],
}
