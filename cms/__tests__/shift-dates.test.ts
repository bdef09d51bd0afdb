/** @jest-environment node */
import {
  SHIFTED_FIELDS,
  computeShiftDays,
  resolveToday,
  shiftDateValue,
  shiftFieldValue,
  shiftResource,
  todayInCanberra,
} from '../lib/shift-dates.cjs'

describe('shift-dates', () => {
  it('computes whole days between the reference date and today', () => {
    expect(computeShiftDays('2026-11-21', '2026-11-21')).toBe(0)
    expect(computeShiftDays('2026-11-21', '2026-11-22')).toBe(1)
    expect(computeShiftDays('2026-11-21', '2026-11-01')).toBe(-20)
    expect(computeShiftDays('2026-11-21', '2027-11-21')).toBe(365)
    // Across the Canberra daylight-saving change (first Sunday of April / October).
    expect(computeShiftDays('2026-03-30', '2026-04-10')).toBe(11)
  })

  it('shifts date-only values and keeps the format', () => {
    expect(shiftDateValue('2026-11-21', 10)).toBe('2026-12-01')
    expect(shiftDateValue('2026-12-25', 7)).toBe('2027-01-01')
    expect(shiftDateValue('2028-02-28', 1)).toBe('2028-02-29')
    expect(shiftDateValue('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('shifts date-time values and keeps the time of day', () => {
    expect(shiftDateValue('2026-11-21T10:00:00', 3)).toBe('2026-11-24T10:00:00')
    expect(shiftDateValue('2026-12-31T23:59:59', 1)).toBe('2027-01-01T23:59:59')
    expect(shiftDateValue('2026-11-21T10:00:00+11:00', -21)).toBe('2026-10-31T10:00:00+11:00')
  })

  it('leaves non-dates, null and zero shifts alone', () => {
    expect(shiftDateValue('10am-6pm', 5)).toBe('10am-6pm')
    expect(shiftFieldValue(null, 5)).toBeNull()
    expect(shiftDateValue('2026-11-21', 0)).toBe('2026-11-21')
    expect(shiftFieldValue({ value: '2026-11-21', end_value: '2026-11-22T10:00:00' }, 1)).toEqual({
      value: '2026-11-22',
      end_value: '2026-11-23T10:00:00',
    })
  })

  it('shifts only the date fields of a resource and does not mutate it', () => {
    const resource = {
      type: 'paragraph--holiday',
      id: 'x',
      attributes: {
        field_date: '2026-12-25',
        field_name: 'Christmas Day',
        created: '2026-10-01T09:00:00+00:00',
      },
    }
    const shifted = shiftResource(resource, 2)
    expect(shifted.attributes.field_date).toBe('2026-12-27')
    expect(shifted.attributes.created).toBe('2026-10-01T09:00:00+00:00')
    expect(resource.attributes.field_date).toBe('2026-12-25')
    expect(SHIFTED_FIELDS).toEqual(
      expect.arrayContaining([
        'field_publish_date',
        'field_expiry_date',
        'field_start_date',
        'field_end_date',
        'field_date',
      ]),
    )
  })

  it('shifts every listed field of a node', () => {
    const event = {
      type: 'node--event',
      id: 'e',
      attributes: {
        field_start_date: '2026-11-20T09:00:00',
        field_end_date: null,
        field_publish_date: '2026-11-01',
        field_expiry_date: '2026-12-01',
      },
    }
    expect(shiftResource(event, -1).attributes).toEqual({
      field_start_date: '2026-11-19T09:00:00',
      field_end_date: null,
      field_publish_date: '2026-10-31',
      field_expiry_date: '2026-11-30',
    })
  })

  it('knows today in Australia/Canberra (UTC+10/+11)', () => {
    // 2026-11-21 14:30 UTC is already 22 November in Canberra (AEDT, UTC+11).
    expect(todayInCanberra(new Date('2026-11-21T14:30:00Z'))).toBe('2026-11-22')
    expect(todayInCanberra(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21')
    // June: AEST, UTC+10.
    expect(todayInCanberra(new Date('2026-06-30T13:59:00Z'))).toBe('2026-06-30')
    expect(todayInCanberra(new Date('2026-06-30T14:00:00Z'))).toBe('2026-07-01')
  })

  it('lets CMS_TODAY force today', () => {
    expect(resolveToday({ CMS_TODAY: '2027-01-05' })).toBe('2027-01-05')
    expect(() => resolveToday({ CMS_TODAY: 'tomorrow' })).toThrow(/Invalid date/)
    expect(resolveToday({}, new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21')
  })
})

describe('shifting a time in the centre across a daylight-saving change', () => {
  it('keeps the clock time and takes the new day’s offset', () => {
    // Daylight saving ends on 5 April 2026 in Canberra (+11:00 → +10:00).
    expect(shiftDateValue('2026-04-03T09:00:00+11:00', 3)).toBe('2026-04-06T09:00:00+10:00')
    expect(shiftDateValue('2026-04-06T09:00:00+10:00', -3)).toBe('2026-04-03T09:00:00+11:00')
  })

  it('gives the value back when moved there and back', () => {
    for (const value of ['2026-10-03T18:30:00+10:00', '2026-12-05T09:00:00+11:00']) {
      expect(shiftDateValue(shiftDateValue(value, 4), -4)).toBe(value)
    }
  })

  it('moves a time written in another zone by its date only', () => {
    expect(shiftDateValue('2026-04-03T09:00:00+00:00', 3)).toBe('2026-04-06T09:00:00+00:00')
  })
})
