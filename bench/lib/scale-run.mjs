// `npm run bench -- --scale N`: the builds only, at 1× and N× the replay's content in one run,
// their edits taking turns; the tables of their phases and post-build steps, and whether one
// edit at N× stays within 1.2× of the same edit at 1×.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PHASES } from '../../publisher/build-phases.mjs'
import { copyProject } from '../../toolkit/scratch-project.mjs'
import { writeJson } from './figures.mjs'
import { buildSite } from './site-builds.mjs'
import { markdownTable, table } from './text-tables.mjs'

/** @typedef {import('./site-builds.mjs').SiteBuilds} SiteBuilds */

/** The builds each size's table shows, in the order they ran. */
const BUILD_KINDS = ['cold', 'noop', 'oneEdit', 'oneEditBack']

/**
 * Both sizes built, each in its own scratch copy of the project: the working tree's .cache/
 * and public/ are left alone, and an edit to the working tree during the run (which Gatsby
 * takes as a new plugin, and so starts from scratch) cannot reach the builds. One copy per
 * content size, so that their edits can take turns: the machine's state at any moment (other
 * work, its caches) falls on both sizes' builds alike.
 * @param {string} root the repository
 * @param {number} factor
 * @param {number} editPairs how many times each size's edit is made and undone
 * @returns {Promise<SiteBuilds[]>} at 1×, then at `factor`×
 */
async function buildsInTurns(root, factor, editPairs) {
  const projectDirs = [1, factor].map((scale) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-project-${scale}x-`))
    copyProject(root, dir)
    return dir
  })
  const runs = []
  try {
    const sites = []
    for (const [i, scale] of [1, factor].entries()) {
      sites.push(await buildSite(scale, { projectDir: projectDirs[i], checkPostBuild: true }))
    }
    for (const site of sites) await site.start()
    for (let pair = 0; pair < editPairs; pair += 1) {
      for (const site of sites) await site.editPair()
    }
    for (const site of sites) runs.push(await site.finish())
  } finally {
    for (const dir of projectDirs) rmSync(dir, { recursive: true, force: true })
  }
  return runs
}

/**
 * Each size's builds with their time, pages and phases.
 * @param {SiteBuilds[]} runs
 */
function phaseTable(runs) {
  const secs = (/** @type {number} */ ms) => (ms / 1000).toFixed(1)
  const headers = [
    'content',
    'build',
    's',
    'pages rendered',
    'pages written',
    ...PHASES.map((p) => `${p} s`),
  ]
  const rows = runs.flatMap((r) =>
    BUILD_KINDS.map((kind) => {
      const b = r.phases[kind]
      return [
        `${r.scale}×`,
        kind,
        b.seconds.toFixed(1),
        b.pagesRendered ?? '–',
        b.pagesWritten ?? '–',
        ...PHASES.map((p) => secs(b.phasesMs[p])),
      ]
    }),
  )
  return { headers, rows }
}

/**
 * gatsby-node's own timing of each post-build step, for the first edit and the last undo (their mean).
 * @param {SiteBuilds[]} runs
 */
function postBuildStepTable(runs) {
  const stepNames = [
    ...new Set(runs.flatMap((r) => Object.keys(r.phases.oneEdit.postBuildMs ?? {}))),
  ]
  const headers = ['content', ...stepNames.map((step) => `${step} s`)]
  const rows = runs.map((r) => [
    `${r.scale}×`,
    ...stepNames.map((step) =>
      (
        ((r.phases.oneEdit.postBuildMs?.[step] ?? 0) +
          (r.phases.oneEditBack.postBuildMs?.[step] ?? 0)) /
        2000
      ).toFixed(2),
    ),
  ])
  return { headers, rows }
}

/**
 * The comparison of one edit at both sizes, then what each size's rebuilds rendered and
 * whether they left the site they should.
 * @param {SiteBuilds[]} runs
 * @param {number} factor
 */
function summaryOf(runs, factor) {
  const [one, many] = runs
  const ratio = many.oneEdit / one.oneEdit
  const pagesOf = (/** @type {SiteBuilds} */ r, /** @type {string} */ kind) =>
    `${r.phases[kind].pagesRendered ?? '?'} (wrote ${r.phases[kind].pagesWritten ?? '?'})`
  const summary = [
    // The difference too: a cut of what every build pays (at both sizes alike) raises the ratio
    // though nothing got slower, while the difference is what grows with the content.
    `One edit at ${factor}× the content: ${many.oneEdit.toFixed(1)} s against ${one.oneEdit.toFixed(1)} s at 1× (${ratio.toFixed(2)}×; goal ≤ 1.2×; ${(many.oneEdit - one.oneEdit).toFixed(1)} s apart). Cold: ${many.cold.toFixed(1)} s against ${one.cold.toFixed(1)} s.`,
    ...runs.map(
      (r) =>
        `At ${r.scale}×: the first rebuild after the cold build rendered ${pagesOf(r, 'noop')} page(s) with nothing changed; ` +
        `the first edit ${pagesOf(r, 'oneEdit')}, the same edit later ${pagesOf(r, 'oneEditBack')}; ` +
        `post-build output against a full pass: ${r.postBuild?.summary ?? 'not checked'}; ` +
        `the site after the edits and their undos against the cold build's: ${r.sameAsCold.summary}.`,
    ),
  ].join('\n\n')
  return { ratio, summary }
}

/**
 * Whether each size's rebuilds did only what they should: the post-build output as a full
 * pass makes it, the site after the undo as the cold build's, nothing rendered or written
 * with nothing changed, and no more rendered for the first edit than for the same edit later.
 * @param {SiteBuilds[]} runs
 */
function soundRebuilds(runs) {
  return runs.every(
    (r) =>
      r.postBuild?.differ.length === 0 &&
      r.sameAsCold.differ.length === 0 &&
      r.sameAsCold.extra.length === 0 &&
      r.phases.noop.pagesRendered === 0 &&
      r.phases.noop.pagesWritten === 0 &&
      (r.phases.oneEdit.pagesRendered ?? Infinity) <= (r.phases.oneEditBack.pagesRendered ?? 0),
  )
}

/**
 * Builds at 1× and `factor`× the content, prints and writes (`out`/scale-latest.json and .md)
 * their tables and summary.
 * @param {{ root: string, factor: number, editPairs: number, out: string, machine: string }} options
 * @returns {Promise<number>} the exit code: 1 when one edit at `factor`× takes over 1.2× the
 *   same edit at 1×, or a rebuild was not sound
 */
export async function scaleRun({ root, factor, editPairs, out, machine }) {
  const runs = await buildsInTurns(root, factor, editPairs)
  const phases = phaseTable(runs)
  const steps = postBuildStepTable(runs)
  const stepsNote = `Post-build steps of one edit (mean of the first edit and the last undo), as gatsby-node times them:`
  const { ratio, summary } = summaryOf(runs, factor)
  console.log(
    `\n${table(phases.headers, phases.rows)}\n\n${stepsNote}\n${table(steps.headers, steps.rows)}\n\n${summary}\n`,
  )
  mkdirSync(out, { recursive: true })
  writeJson(path.join(out, 'scale-latest.json'), { machine, factor, ratio, runs })
  writeFileSync(
    path.join(out, 'scale-latest.md'),
    `# Builds at 1× and ${factor}× the content\n\nMachine: ${machine}\n\n${markdownTable(phases.headers, phases.rows)}\n\n${stepsNote}\n\n${markdownTable(steps.headers, steps.rows)}\n\n${summary}\n`,
  )
  console.log('Written: bench/results/scale-latest.json and scale-latest.md')
  return ratio <= 1.2 && soundRebuilds(runs) ? 0 : 1
}
