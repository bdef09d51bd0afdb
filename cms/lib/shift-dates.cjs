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

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/
const OFFSET_TIME_RE = /^T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/
const DAY_MS = 86400000

/**
 * @param {number} n
 * @param {number} [width]
 */
function pad(n, width = 2) {
  return String(n).padStart(width, '0')
}

/**
 * `YYYY-MM-DD` -> UTC midnight epoch ms (throws on a malformed date).
 * @param {string} day
 * @returns {number}
 */
function parseDay(day) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day))
  if (!m) throw new Error(`Invalid date (expected YYYY-MM-DD): ${day}`)
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  const back = new Date(ms)
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() + 1 !== Number(m[2])) {
    throw new Error(`Invalid date: ${day}`)
  }
  return ms
}

/**
 * UTC epoch ms -> `YYYY-MM-DD`.
 * @param {number} ms
 * @returns {string}
 */
function formatDay(ms) {
  const d = new Date(ms)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/**
 * Today's calendar date in Australia/Canberra as `YYYY-MM-DD`.
 * @param {Date} [now]
 * @returns {string}
 */
function todayInCanberra(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CENTRE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  /** @param {Intl.DateTimeFormatPartTypes} type */
  const get = (type) =>
    /** @type {Intl.DateTimeFormatPart} */ (parts.find((p) => p.type === type)).value
  return `${get('year')}-${get('month')}-${get('day')}`
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
  return Math.round((parseDay(today) - parseDay(referenceDate)) / DAY_MS)
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
  const inCentreTime = m[4] && OFFSET_TIME_RE.test(m[4]) ? shiftCentreTime(value, days) : null
  if (inCentreTime) return /** @type {T} */ (inCentreTime)
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS
  return /** @type {T} */ (formatDay(ms) + (m[4] || ''))
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
