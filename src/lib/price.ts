/**
 * Gift prices: display format and the gift guide's price ranges.
 * Prices are numbers of dollars with cents (`49.95`); every range is inclusive and its upper
 * bound is x.99.
 */

/** A price as shown to visitors: `$49.95`, `$139.00`, `$1,299.00`. */
export function formatPrice(value: number): string {
  const [dollars, cents] = value.toFixed(2).split('.')
  return `$${dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

export interface PriceRange {
  /** Value of the price filter option (stable, used in tests and markup). */
  id: string
  /** The filter option's label. */
  label: string
  min: number
  /** Inclusive upper bound (x.99); null for the open-ended last range. */
  max: number | null
}

/**
 * The gift guide's price ranges: $0-$50, $51-$100, $101-$150, $151-$200, $201-$300 (201 to 300.99,
 * labelled with the $200 start) and $300+ (from 301). Each upper bound is x.99.
 */
export const PRICE_RANGES: readonly PriceRange[] = [
  { id: '0-50', label: '$0-$50', min: 0, max: 50.99 },
  { id: '51-100', label: '$51-$100', min: 51, max: 100.99 },
  { id: '101-150', label: '$101-$150', min: 101, max: 150.99 },
  { id: '151-200', label: '$151-$200', min: 151, max: 200.99 },
  { id: '201-300', label: '$200-$300', min: 201, max: 300.99 },
  { id: '300+', label: '$300+', min: 301, max: null },
]

export function priceRangeById(id: string | null | undefined): PriceRange | null {
  return PRICE_RANGES.find((range) => range.id === id) ?? null
}

/** Is `price` within `range` (both bounds inclusive)? Compared in cents to avoid float noise. */
export function isPriceInRange(price: number, range: PriceRange): boolean {
  const cents = Math.round(price * 100)
  if (cents < Math.round(range.min * 100)) return false
  return range.max === null || cents <= Math.round(range.max * 100)
}

/** A gift is on sale when it has an original price above its price. */
export function isOnSale(price: number, originalPrice: number | null | undefined): boolean {
  return originalPrice != null && originalPrice > price
}
