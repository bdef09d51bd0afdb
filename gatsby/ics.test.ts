/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { removeStaleCalendars } from './ics'

test('calendar files of deleted events are removed on the next build', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ics-test-'))
  try {
    const write = (rel: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), 'BEGIN:VCALENDAR')
    }
    write('whats-on/events/a.ics')
    write('whats-on/events/b.ics')
    write('whats-on/events/other.txt')
    expect(
      await removeStaleCalendars(dir, ['whats-on/events/a.ics', 'whats-on/events/b.ics']),
    ).toEqual([])
    // b was deleted in the CMS: the next build writes only a.
    expect(await removeStaleCalendars(dir, ['whats-on/events/a.ics'])).toEqual([
      'whats-on/events/b.ics',
    ])
    expect(fs.existsSync(path.join(dir, 'whats-on/events/a.ics'))).toBe(true)
    expect(fs.existsSync(path.join(dir, 'whats-on/events/b.ics'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'whats-on/events/other.txt'))).toBe(true)
    // A tampered record cannot reach outside public/.
    fs.writeFileSync(path.join(dir, '.event-calendars.json'), JSON.stringify(['../x.ics']))
    expect(await removeStaleCalendars(dir, [])).toEqual([])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
