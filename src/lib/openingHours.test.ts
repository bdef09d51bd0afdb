import {
  formatTime,
  hoursOn,
  openingHoursJsonLd,
  openingHoursMessage,
  openNowStatus,
  parseHoursRange,
  upcomingHolidays,
  type OpeningHoursData,
} from './openingHours'
import { canberraDay } from './dates'

const hours: OpeningHoursData = {
  defaultHours: '10am-6pm',
  holidays: [
    { name: 'Christmas Day', date: '2026-12-25', hours: null, closed: true },
    { name: 'Boxing Day', date: '2026-12-26', hours: '9am-7pm', closed: false },
    { name: 'Good Friday', date: '2026-04-03', hours: null, closed: true },
    { name: 'Anzac Day', date: '2026-04-25T00:00:00', hours: '', closed: false },
  ],
}

/** An instant given as Canberra wall-clock time (AEDT, +11:00, in December). */
const aedt = (local: string) => new Date(`${local}+11:00`)

describe('openingHoursMessage', () => {
  test('a closed holiday today says Closed for {name}, red', () => {
    expect(openingHoursMessage(hours, aedt('2026-12-25T09:00:00'))).toEqual({
      text: 'Closed for Christmas Day',
      tone: 'closed',
    })
  })

  test('an open holiday today says Open today: {hours} for {name}, green', () => {
    expect(openingHoursMessage(hours, aedt('2026-12-26T12:00:00'))).toEqual({
      text: 'Open today: 9am-7pm for Boxing Day',
      tone: 'open',
    })
  })

  test('an open holiday without its own hours uses the default hours', () => {
    expect(openingHoursMessage(hours, new Date('2026-04-25T02:00:00Z')).text).toBe(
      'Open today: 10am-6pm for Anzac Day',
    )
  })

  test('another day says Open today: {default hours}, green', () => {
    expect(openingHoursMessage(hours, aedt('2026-12-27T09:00:00'))).toEqual({
      text: 'Open today: 10am-6pm',
      tone: 'open',
    })
  })

  test('no holidays at all: Regular opening hours: 10am-6pm, grey', () => {
    const expected = { text: 'Regular opening hours: 10am-6pm', tone: 'neutral' }
    expect(openingHoursMessage({ defaultHours: '10am-6pm', holidays: [] }, new Date())).toEqual(
      expected,
    )
    expect(openingHoursMessage(null, new Date())).toEqual(expected)
    expect(openingHoursMessage({ defaultHours: null, holidays: null })).toEqual(expected)
  })

  test('a holiday that is today in Canberra while UTC is still yesterday', () => {
    // 2026-12-24T14:30Z is 01:30 on Christmas Day in Canberra.
    const now = new Date('2026-12-24T14:30:00Z')
    expect(now.toISOString().slice(0, 10)).toBe('2026-12-24')
    expect(canberraDay(now)).toBe('2026-12-25')
    expect(openingHoursMessage(hours, now).text).toBe('Closed for Christmas Day')
  })

  test('the day after a holiday in UTC terms but not yet in Canberra is still the holiday', () => {
    // 2026-12-25T12:59Z is 23:59 on Christmas Day in Canberra.
    expect(openingHoursMessage(hours, new Date('2026-12-25T12:59:00Z')).text).toBe(
      'Closed for Christmas Day',
    )
    // One minute later it is Boxing Day in Canberra.
    expect(openingHoursMessage(hours, new Date('2026-12-25T13:00:00Z')).text).toBe(
      'Open today: 9am-7pm for Boxing Day',
    )
  })
})

describe('parseHoursRange', () => {
  test.each([
    ['10am-6pm', { open: { hour: 10, minute: 0 }, close: { hour: 18, minute: 0 } }],
    ['9:30am – 5:30pm', { open: { hour: 9, minute: 30 }, close: { hour: 17, minute: 30 } }],
    ['9-5pm', { open: { hour: 9, minute: 0 }, close: { hour: 17, minute: 0 } }],
    ['11-5', null],
    ['10:00-18:00', { open: { hour: 10, minute: 0 }, close: { hour: 18, minute: 0 } }],
    ['12pm to 4pm', { open: { hour: 12, minute: 0 }, close: { hour: 16, minute: 0 } }],
    ['9am-9pm', { open: { hour: 9, minute: 0 }, close: { hour: 21, minute: 0 } }],
  ])('%s', (text, expected) => {
    expect(parseHoursRange(text)).toEqual(expected)
  })

  test.each(['By appointment', '', null, '6pm-10am', '13pm-2pm', '10am'])(
    'unreadable %p is null',
    (text) => {
      expect(parseHoursRange(text)).toBeNull()
    },
  )
})

test('formatTime', () => {
  expect(formatTime({ hour: 10, minute: 0 })).toBe('10am')
  expect(formatTime({ hour: 17, minute: 30 })).toBe('5:30pm')
  expect(formatTime({ hour: 12, minute: 0 })).toBe('12pm')
  expect(formatTime({ hour: 0, minute: 5 })).toBe('12:05am')
})

describe('openNowStatus', () => {
  test('before opening', () => {
    expect(openNowStatus(hours, aedt('2026-12-27T08:15:00'))).toEqual({
      open: false,
      text: 'Closed now · opens at 10am',
      tone: 'closed',
    })
  })
  test('while open', () => {
    expect(openNowStatus(hours, aedt('2026-12-27T17:59:00'))).toEqual({
      open: true,
      text: 'Open now · closes at 6pm',
      tone: 'open',
    })
  })
  test('after closing, with tomorrow open', () => {
    expect(openNowStatus(hours, aedt('2026-12-27T18:00:00'))?.text).toBe(
      'Closed now · opens tomorrow at 10am',
    )
  })
  test('after closing, with tomorrow a closed holiday', () => {
    expect(openNowStatus(hours, aedt('2026-12-24T20:00:00'))?.text).toBe('Closed now')
  })
  test('the evening before an open holiday uses the holiday hours', () => {
    // An ordinary day (no Christmas closure) before Boxing Day's own 9am opening.
    const boxingDayOnly = { ...hours, holidays: hours.holidays!.filter((h) => !h.closed) }
    expect(openNowStatus(boxingDayOnly, aedt('2026-12-25T20:00:00'))?.text).toBe(
      'Closed now · opens tomorrow at 9am',
    )
    expect(openNowStatus(hours, aedt('2026-12-25T20:00:00'))?.text).toBe('Closed today')
    expect(openNowStatus(hours, aedt('2026-12-26T08:00:00'))?.text).toBe(
      'Closed now · opens at 9am',
    )
    expect(openNowStatus(hours, aedt('2026-12-26T18:30:00'))?.text).toBe('Open now · closes at 7pm')
  })
  test('unreadable hours give no status', () => {
    expect(openNowStatus({ defaultHours: 'By appointment' }, new Date())).toBeNull()
  })
})

test('hoursOn', () => {
  expect(hoursOn(hours, '2026-12-25')).toMatchObject({ closed: true, hours: null })
  expect(hoursOn(hours, '2026-12-26')).toMatchObject({ closed: false, hours: '9am-7pm' })
  expect(hoursOn(hours, '2026-12-27')).toEqual({
    date: '2026-12-27',
    closed: false,
    hours: '10am-6pm',
  })
})

test('upcomingHolidays: from today (Canberra) on, soonest first', () => {
  // 14:30 UTC on 24 December is already Christmas Day in Canberra.
  const today = canberraDay(new Date('2026-12-24T14:30:00Z'))
  expect(upcomingHolidays(hours, today).map((h) => h.name)).toEqual(['Christmas Day', 'Boxing Day'])
  expect(upcomingHolidays(hours, '2026-04-01').map((h) => h.name)).toEqual([
    'Good Friday',
    'Anzac Day',
    'Christmas Day',
    'Boxing Day',
  ])
})

test('openingHoursJsonLd', () => {
  const ld = openingHoursJsonLd(hours)
  expect(ld.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: '10:00', closes: '18:00' }),
  ])
  expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(7)
  expect(ld.specialOpeningHoursSpecification).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        name: 'Christmas Day',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      }),
      expect.objectContaining({ name: 'Boxing Day', opens: '09:00', closes: '19:00' }),
      expect.objectContaining({ name: 'Anzac Day', validFrom: '2026-04-25', opens: '10:00' }),
    ]),
  )
})
