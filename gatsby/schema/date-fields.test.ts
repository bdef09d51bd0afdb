/** @jest-environment node */
import { canberraDateExtension, dateFormatEnum } from './date-fields'

describe('@canberraDate: a date field with a format argument', () => {
  const field = canberraDateExtension.extend({}, {})
  const read = (source: Record<string, unknown>, format?: string) =>
    field.resolve(source, { format } as never, {}, { fieldName: 'expiryDate' })

  it('offers every format of gatsby/schema/date-formats.ts', () => {
    expect(field.args).toEqual({ format: 'DateFormat' })
    expect(dateFormatEnum).toBe('enum DateFormat { LONG SHORT WEEKDAY DATE_TIME ISO }')
  })

  it('gives the stored Canberra-local value without a format, and text with one', () => {
    const offer = { expiryDate: '2026-09-07' }
    expect(read(offer)).toBe('2026-09-07')
    expect(read(offer, 'LONG')).toBe('7 September 2026')
    expect(read(offer, 'SHORT')).toBe('7 Sept 2026')
    expect(read(offer, 'WEEKDAY')).toBe('Monday 7 September 2026')
    expect(read(offer, 'ISO')).toBe('2026-09-07')
    expect(read({ expiryDate: '2026-11-21T17:05:00' }, 'DATE_TIME')).toBe('21 Nov 2026, 5:05 pm')
    expect(read({ expiryDate: '2026-11-21T17:05:00' }, 'ISO')).toBe('2026-11-21T17:05:00+11:00')
  })

  it('keeps a missing date missing, and an unreadable one empty', () => {
    expect(read({ expiryDate: null }, 'LONG')).toBeNull()
    expect(read({}, 'LONG')).toBeUndefined()
    expect(read({ expiryDate: 'soon' }, 'LONG')).toBe('')
  })

  it('formats what an earlier resolver of the field gives', () => {
    const wrapped = canberraDateExtension.extend({}, { resolve: () => '2026-12-25' })
    expect(wrapped.resolve({}, { format: 'WEEKDAY' }, {}, { fieldName: 'date' })).toBe(
      'Friday 25 December 2026',
    )
  })
})
