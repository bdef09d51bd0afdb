'use strict'
/**
 * Date shifting for the demo CMS (pure functions, no I/O).
 *
 * The snapshot is written relative to a reference date (meta.json `referenceDate`). At serve
 * time every value of the date fields below is moved by whole days = today (Australia/Canberra)
 * - referenceDate, so "current", "expired" and "upcoming" content always exists.
 */

const { DateTime } = require('luxon')

const CENTRE_TIME_ZONE = 'Australia/Canberra'

/**
 * Attribute names whose values are shifted (on nodes and on paragraphs alike).
 * @type {readonly string[]}
 */
const SHIFTED_FIELDS = Object.freeze([
  'field_publish_date',
  'field_expiry_date',
  'field_start_date',
  'field_end_date',
  'field_date',
])

const DATE_RE = /^\d{4}-\d{2}-\d{2}(T.*)?$/
const OFFSET_TIME_RE = /^T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

/**
 * `YYYY-MM-DD` as that day in UTC (throws on a malformed date).
 * @param {string} day
 * @returns {DateTime}
 */
function parseDay(day) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(day))) {
    throw new Error(`Invalid date (expected YYYY-MM-DD): ${day}`)
  }
  const date = DateTime.fromISO(day, { zone: 'utc' })
  if (!date.isValid) throw new Error(`Invalid date: ${day}`)
  return date
}

/**
 * Today's calendar date in Australia/Canberra as `YYYY-MM-DD`.
 * @param {Date} [now]
 * @returns {string}
 */
function todayInCanberra(now = new Date()) {
  return /** @type {string} */ (DateTime.fromJSDate(now, { zone: CENTRE_TIME_ZONE }).toISODate())
}

/**
 * The "today" the server uses: env CMS_TODAY (YYYY-MM-DD) when set, else today in Canberra.
 * @param {Record<string, string | undefined>} [env]
 * @param {Date} [now]
 * @returns {string}
 */
function resolveToday(env = process.env, now = new Date()) {
  if (env && env.CMS_TODAY) {
    parseDay(env.CMS_TODAY)
    return env.CMS_TODAY
  }
  return todayInCanberra(now)
}

/**
 * Whole days from referenceDate to today (both `YYYY-MM-DD`); negative when today is earlier.
 * @param {string} referenceDate
 * @param {string} today
 * @returns {number}
 */
function computeShiftDays(referenceDate, today) {
  return parseDay(today).diff(parseDay(referenceDate), 'days').days
}

/**
 * Shift one stored date value by `days`, keeping its format: `YYYY-MM-DD` stays a date,
 * `YYYY-MM-DDTHH:mm:ss+hh:mm` in the centre's time keeps its clock time (see shiftCentreTime),
 * any other `YYYY-MM-DDTHH:mm:ss[...]` its time and suffix. Anything else is returned as is.
 * @template T
 * @param {T} value
 * @param {number} days
 * @returns {T}
 */
function shiftDateValue(value, days) {
  if (typeof value !== 'string' || !days) return value
  const m = DATE_RE.exec(value)
  if (!m) return value
  const time = m[1] || ''
  const inCentreTime = OFFSET_TIME_RE.test(time) ? shiftCentreTime(value, days) : null
  if (inCentreTime) return /** @type {T} */ (inCentreTime)
  const day = DateTime.fromISO(value.slice(0, 10), { zone: 'utc' })
  if (!day.isValid) return value // no such day (2026-02-30): not a date
  return /** @type {T} */ (day.plus({ days }).toISODate() + time)
}

/**
 * A time written with the centre's UTC offset (as Drupal writes its dates), moved by whole
 * days at the same clock time, with the offset of its new day: across a daylight-saving change
 * 09:00+11:00 becomes 09:00+10:00, not 08:00. Moving there and back gives the value again.
 * Null for a time written in another zone.
 * @param {string} value
 * @param {number} days
 * @returns {string | null}
 */
function shiftCentreTime(value, days) {
  const written = DateTime.fromISO(value, { setZone: true })
  const centre = written.setZone(CENTRE_TIME_ZONE)
  if (!written.isValid || centre.offset !== written.offset) return null
  return centre.plus({ days }).toISO({ suppressMilliseconds: true })
}

/**
 * Shift a field value: a string, a `{ value, end_value }` object, or an array of those.
 * @template T
 * @param {T} value
 * @param {number} days
 * @returns {T}
 */
function shiftFieldValue(value, days) {
  if (value == null || !days) return value
  if (typeof value === 'string') return shiftDateValue(value, days)
  if (Array.isArray(value)) {
    return /** @type {T} */ (value.map((v) => shiftFieldValue(v, days)))
  }
  if (typeof value === 'object') {
    const out = { .../** @type {Record<string, unknown>} */ (value) }
    for (const key of ['value', 'end_value']) {
      if (typeof out[key] === 'string') out[key] = shiftDateValue(out[key], days)
    }
    return /** @type {T} */ (out)
  }
  return value
}

/**
 * Returns a copy of a JSON:API resource object with its date attributes shifted.
 * @template {{ attributes?: Record<string, unknown> }} T
 * @param {T} resource
 * @param {number} days
 * @param {readonly string[]} [fields]
 * @returns {T}
 */
function shiftResource(resource, days, fields = SHIFTED_FIELDS) {
  if (!days || !resource || !resource.attributes) return resource
  /** @type {Record<string, unknown> | null} */
  let attributes = null
  for (const field of fields) {
    if (Object.prototype.hasOwnProperty.call(resource.attributes, field)) {
      attributes = attributes || { ...resource.attributes }
      attributes[field] = shiftFieldValue(resource.attributes[field], days)
    }
  }
  return attributes ? { ...resource, attributes } : resource
}

/**
 * Shift every resource of a list.
 * @template {{ attributes?: Record<string, unknown> }} T
 * @param {T[]} resources
 * @param {number} days
 * @param {readonly string[]} [fields]
 * @returns {T[]}
 */
function shiftResources(resources, days, fields = SHIFTED_FIELDS) {
  if (!days) return resources
  return resources.map((r) => shiftResource(r, days, fields))
}

module.exports = {
  SHIFTED_FIELDS,
  todayInCanberra,
  resolveToday,
  computeShiftDays,
  shiftDateValue,
  shiftFieldValue,
  shiftResource,
  shiftResources,
}
