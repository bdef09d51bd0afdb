/**
 * Opening hours: default hours plus public-holiday overrides (dates as offsets from the reference
 * date 2026-11-21 so that they shift with it; the comment gives the unshifted date).
 * { name, offset, hours (null when closed), closed }
 */
export const HOLIDAYS = [
  { name: 'Canberra Day', offset: -257, hours: '10am-5pm', closed: false }, // 2026-03-09
  { name: 'Good Friday', offset: -232, hours: null, closed: true }, // 2026-04-03
  { name: 'Anzac Day', offset: -210, hours: '1pm-6pm', closed: false }, // 2026-04-25
  { name: "King's Birthday", offset: -166, hours: '10am-5pm', closed: false }, // 2026-06-08
  { name: 'Labour Day', offset: -47, hours: '10am-5pm', closed: false }, // 2026-10-05
  { name: 'Christmas Eve', offset: 33, hours: '9am-9pm', closed: false }, // 2026-12-24
  { name: 'Christmas Day', offset: 34, hours: null, closed: true }, // 2026-12-25
  { name: 'Boxing Day', offset: 35, hours: '9am-7pm', closed: false }, // 2026-12-26
  { name: "New Year's Eve", offset: 40, hours: '10am-4pm', closed: false }, // 2026-12-31
  { name: "New Year's Day", offset: 41, hours: '11am-5pm', closed: false }, // 2027-01-01
  { name: 'Australia Day', offset: 66, hours: '10am-5pm', closed: false }, // 2027-01-26
  { name: 'Good Friday', offset: 125, hours: null, closed: true }, // 2027-03-26
]

export const ACKNOWLEDGEMENT =
  '<p>We acknowledge the Ngunnawal people as the Traditional Custodians of the land on which our centre stands. We pay our respects to their Elders past and present, and extend that respect to all Aboriginal and Torres Strait Islander people who visit us.</p>'

export const INCLUSION =
  '<p>We are proud to be an inclusive, welcoming place for everyone in our community, whatever their background, identity, ability or age.</p>'
