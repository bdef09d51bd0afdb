/**
 * What GET /status answers: what is served, what is building or waiting, the last success and
 * failure (with its log tail), the kept builds and the counters since start.
 */
import { iso } from './build-history.mjs'

/** @typedef {import('./build-history.mjs').BuildRecord} BuildRecord */
/**
 * What GET /status answers.
 * @typedef {object} PublisherStatus
 * @property {boolean} ok
 * @property {string} now
 * @property {string} startedAt
 * @property {string} contentSource
 * @property {string | null} siteUrl
 * @property {{ id: string, publishedAt: string | null, pageCount: number | null } | null} current
 * @property {{
 *   id: string,
 *   startedAt: string,
 *   runningForMs: number,
 *   reasons: string[],
 *   requestCount: number,
 * } | null} building
 * @property {{ requestCount: number, reasons: string[], since: string, startsAt: string } | null} queued
 * @property {BuildRecord | null} lastSuccess
 * @property {BuildRecord | null} lastFailure
 * @property {{ id: string, current: boolean }[]} builds
 * @property {string | null} nextDailyBuild
 * @property {Counters} counters
 */
/**
 * Hooks and builds since the publisher started.
 * @typedef {{ hooksAccepted: number, hooksRefused: number, builds: number, failures: number }} Counters
 */
/**
 * What the status is made of.
 * @typedef {object} StatusSources
 * @property {number} startedAt when the publisher started
 * @property {string} contentSource
 * @property {import('./build-queue.mjs').BuildQueue} queue
 * @property {import('./releases.mjs').Releases} releases
 * @property {import('./build-history.mjs').BuildState} state
 * @property {Counters} counters
 * @property {() => import('./build-runner.mjs').RunningBuild | null} building
 * @property {() => string | null} siteUrl the site listener's, once it listens
 * @property {() => Date | null | undefined} nextDailyBuild
 */

/**
 * When the waiting build starts, for /status and the hook's answer.
 * @param {NonNullable<import('./build-queue.mjs').QueueSnapshot['pending']>} pending
 * @returns {string}
 */
export const waitingBuildStart = (pending) =>
  pending.startsAt ? iso(pending.startsAt) : 'after the running build'

/**
 * A build record as /status shows it: timings for a success, the error and log for a failure.
 * @param {BuildRecord | null} b
 * @returns {BuildRecord | null}
 */
const summary = (b) =>
  b && {
    id: b.id,
    startedAt: b.startedAt,
    finishedAt: b.finishedAt,
    durationMs: b.durationMs,
    reasons: b.reasons,
    ...(b.ok
      ? {
          pageCount: b.pageCount,
          waitMs: b.waitMs,
          buildMs: b.buildMs,
          publishMs: b.publishMs,
          phasesMs: b.phasesMs,
          queriesRun: b.queriesRun,
          pagesRendered: b.pagesRendered,
          pagesWritten: b.pagesWritten,
          ...(b.redirectsOnly ? { redirectsOnly: true } : {}),
        }
      : {}),
    ...(b.ok ? {} : { error: b.error, logFile: b.logFile, logTail: b.logTail }),
  }

/**
 * The build being served, from its record when the history still has it.
 * @param {import('./build-history.mjs').BuildState} state
 * @param {string | null} currentId
 * @returns {PublisherStatus['current']}
 */
function currentBuild(state, currentId) {
  if (!currentId) return null
  const record = state.history.find((h) => h.id === currentId && h.ok)
  return {
    id: currentId,
    publishedAt: record?.finishedAt ?? null,
    pageCount: record?.pageCount ?? null,
  }
}

/**
 * @param {import('./build-runner.mjs').RunningBuild | null} building
 * @returns {PublisherStatus['building']}
 */
const runningBuild = (building) =>
  building
    ? {
        id: building.id,
        startedAt: iso(building.startedAt),
        runningForMs: Date.now() - building.startedAt,
        reasons: building.reasons,
        requestCount: building.requestCount,
      }
    : null

/**
 * @param {import('./build-queue.mjs').QueueSnapshot['pending']} pending
 * @returns {PublisherStatus['queued']}
 */
const waitingBuild = (pending) =>
  pending
    ? {
        requestCount: pending.requestCount,
        reasons: pending.reasons,
        since: iso(pending.firstAt),
        startsAt: waitingBuildStart(pending),
      }
    : null

/**
 * Healthy: the last build attempt succeeded (or none failed yet).
 * @param {import('./build-history.mjs').BuildState} state
 */
const healthy = ({ lastSuccess, lastFailure }) =>
  !lastFailure || Boolean(lastSuccess && lastSuccess.startedAt > lastFailure.startedAt)

/**
 * @param {StatusSources} sources
 * @returns {Promise<PublisherStatus>}
 */
export async function publisherStatus(sources) {
  const { state, releases } = sources
  const snap = sources.queue.snapshot()
  const currentId = await releases.currentId()
  const siteUrl = sources.siteUrl()
  return {
    ok: healthy(state),
    now: iso(Date.now()),
    startedAt: iso(sources.startedAt),
    contentSource: sources.contentSource,
    siteUrl: siteUrl ? `${siteUrl}/` : null,
    current: currentBuild(state, currentId),
    building: runningBuild(sources.building()),
    queued: waitingBuild(snap.pending),
    lastSuccess: summary(state.lastSuccess),
    lastFailure: summary(state.lastFailure),
    builds: (await releases.list()).map((id) => ({ id, current: id === currentId })),
    nextDailyBuild: iso(sources.nextDailyBuild()?.getTime()),
    counters: { ...sources.counters },
  }
}
