// One Lighthouse run of a page and the figures the benchmark reads from it, run again when
// Lighthouse lost the page's navigation or the machine disturbed it (trace-stall.mjs).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { offCpuTime } from './trace-stall.mjs'

// A Lighthouse run whose page main thread was kept off the CPU for this long in all inside
// its tasks of 12.5 ms or more (the ones 4× slowdown makes long) was disturbed by the
// machine, not slowed by the page, and is run again (at most this often). Undisturbed runs on
// this 2-core machine show 100–160 ms (the main thread waits on the browser process, which
// shares the cores with Lighthouse); disturbed ones 330–510 ms.
const OFF_CPU_LIMIT_MS = 250
const DISTURBED_RETRIES = 3

/**
 * The figures of one run: its scores, timings and the binary audits it failed.
 * @param {any} lhr Lighthouse's result
 * @param {{ disturbed: number, offCpu: number }} reruns
 */
function runFigures(lhr, { disturbed, offCpu }) {
  const { categories, audits } = lhr
  const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? NaN) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    /** @type {number | undefined} */
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    /** @type {number | undefined} */
    scriptMs: audits['bootup-time']?.numericValue,
    /** @type {number | undefined} */
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue,
    /** @type {number | undefined} */
    tbtMs: audits['total-blocking-time']?.numericValue,
    /** @type {number | undefined} */
    cls: audits['cumulative-layout-shift']?.numericValue,
    /** @type {number | undefined} */
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    /** @type {string | undefined} */
    error: lhr.runtimeError?.code,
    disturbed,
    offCpuMs: Math.round(offCpu),
    stillDisturbed: offCpu >= OFF_CPU_LIMIT_MS,
    /** @type {string[]} */
    failed: Object.values(audits)
      .filter(
        (/** @type {any} */ a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
      )
      .map((/** @type {any} */ a) => a.id),
  }
}

/** @typedef {ReturnType<typeof runFigures>} RunFigures */

/**
 * Audits pages in the Chrome on `port`: `audit(url, label, options)` gives one run's figures.
 * With `lhrDir`, every kept run's report is written there too, numbered in order.
 * @param {{ port: number, lhrDir?: string }} options
 */
export async function lighthouseAuditor({ port, lhrDir }) {
  const { default: lighthouse } = await import('lighthouse')
  const flags = {
    port,
    output: /** @type {const} */ ('json'),
    logLevel: /** @type {const} */ ('error'),
  }
  let saved = 0
  if (lhrDir) mkdirSync(lhrDir, { recursive: true })
  /**
   * @param {string} url
   * @param {string} label the report's name: ours, zero-js or warm-up
   * @param {{ cpuSlowdown: number, keep?: boolean }} options
   * @returns {Promise<RunFigures>}
   */
  return async function audit(url, label, { cpuSlowdown, keep = true }) {
    const lighthouseRun = async () =>
      /** @type {any} */ (
        await lighthouse(url, {
          ...flags,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
      )
    // Lighthouse now and then loses the navigation in its trace (NO_NAVSTART, NO_FCP) on this
    // kind of machine; such a run has no scores, so it is run again once.
    const run = async () => {
      const first = await lighthouseRun()
      return first.lhr.runtimeError ? lighthouseRun() : first
    }
    let result = await run()
    // A run in which the machine kept the page's main thread off the CPU for long inside its
    // tasks measured the machine, not the page (bench/lib/trace-stall.mjs): it is run again,
    // up to DISTURBED_RETRIES times, and the count is reported with the figures.
    const offCpuMs = () => offCpuTime(result.artifacts?.Trace?.traceEvents ?? [])?.totalMs ?? 0
    let offCpu = offCpuMs()
    let disturbed = 0
    while (offCpu >= OFF_CPU_LIMIT_MS && disturbed < DISTURBED_RETRIES) {
      disturbed += 1
      result = await run()
      offCpu = offCpuMs()
    }
    if (lhrDir && keep) {
      const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
      const name = `${String((saved += 1)).padStart(3, '0')}-${label}-${slug}.json`
      writeFileSync(path.join(lhrDir, name), JSON.stringify(result.lhr))
    }
    return runFigures(result.lhr, { disturbed, offCpu })
  }
}
