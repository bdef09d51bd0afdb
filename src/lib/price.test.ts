import { formatPrice, isOnSale, isPriceInRange, PRICE_RANGES, priceRangeById } from './price'

const rangeOf = (price: number) =>
  PRICE_RANGES.filter((range) => isPriceInRange(price, range)).map((range) => range.label)

describe('price rules', () => {
  it('formats prices with two decimals and thousands separators', () => {
    expect(formatPrice(49.95)).toBe('$49.95')
    expect(formatPrice(139)).toBe('$139.00')
    expect(formatPrice(50.5)).toBe('$50.50')
    expect(formatPrice(1299)).toBe('$1,299.00')
  })

  it('labels the ranges', () => {
    expect(PRICE_RANGES.map((range) => range.label)).toEqual([
      '$0-$50',
      '$51-$100',
      '$101-$150',
      '$151-$200',
      '$200-$300',
      '$300+',
    ])
  })

  it('puts each boundary price in exactly one range (upper bounds x.99, inclusive)', () => {
    expect(rangeOf(0)).toEqual(['$0-$50'])
    expect(rangeOf(50)).toEqual(['$0-$50'])
    expect(rangeOf(50.5)).toEqual(['$0-$50'])
    expect(rangeOf(50.99)).toEqual(['$0-$50'])
    expect(rangeOf(51)).toEqual(['$51-$100'])
    expect(rangeOf(100.99)).toEqual(['$51-$100'])
    expect(rangeOf(101)).toEqual(['$101-$150'])
    expect(rangeOf(150.99)).toEqual(['$101-$150'])
    expect(rangeOf(151)).toEqual(['$151-$200'])
    expect(rangeOf(200.99)).toEqual(['$151-$200'])
    expect(rangeOf(201)).toEqual(['$200-$300'])
    expect(rangeOf(300)).toEqual(['$200-$300'])
    expect(rangeOf(300.99)).toEqual(['$200-$300'])
    expect(rangeOf(301)).toEqual(['$300+'])
    expect(rangeOf(1299)).toEqual(['$300+'])
  })

  it('finds ranges by id', () => {
    expect(priceRangeById('201-300')?.min).toBe(201)
    expect(priceRangeById('nope')).toBeNull()
    expect(priceRangeById(null)).toBeNull()
  })

  it('is on sale only with an original price above the price', () => {
    expect(isOnSale(139, 189)).toBe(true)
    expect(isOnSale(139, null)).toBe(false)
    expect(isOnSale(139, undefined)).toBe(false)
    expect(isOnSale(139, 139)).toBe(false)
  })
})
