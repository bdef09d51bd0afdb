import { icsPath } from './ics'

test('an event calendar file is published beside the event page', () => {
  expect(icsPath('/whats-on/events/santa-photos/')).toBe('/whats-on/events/santa-photos.ics')
  expect(icsPath('/whats-on/events/santa-photos')).toBe('/whats-on/events/santa-photos.ics')
})
