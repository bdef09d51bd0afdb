#!/usr/bin/env node
// `npm test`: the whole check, in order, stopping at the first failure:
//   Chromium check → PHP for Drupal → the real Drupal (install, serve; recorded, it gives the
//   committed snapshot), with lint, unit tests and query types up to date beside its install →
//   a build from the replay and a build from the real Drupal, compared → typecheck → e2e tests
//   against the build from the real Drupal → one title edit re-recorded → a backup of the
//   Drupal restored into a fresh install → a change to the content model deployed onto it
//   (drush deploy), its content kept.
// The Drupal runs as docs/operations.md's "In production" says: on MariaDB (a local one,
// Debian's mariadb-server), PHP-FPM behind nginx. TEST_DRUPAL_STACK=quick runs it on SQLite
// and PHP's own server instead, as `npm run drupal:install` and `drupal:serve` do by default.
// TEST_CMS=replay runs without Drupal (a machine without PHP 8.3+ or root to get it): one
// build from the replay, no comparison, e2e against it.
// SKIP_BUILD=1 skips the builds when public/index.html already exists.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

import { checkChromium } from '../toolkit/chromium.mjs'
import { compareBuilds, sameSite } from '../toolkit/compare-builds.mjs'
import { runCommand } from '../toolkit/run-command.mjs'
import { freshInstallProblems, oneEditProblems } from '../toolkit/snapshot-check.mjs'
import { ensurePhp } from '../drupal/tools/install/php.mjs'
import { installedSite, startDrupalServer } from '../drupal/tools/lib.mjs'
import { stopMariaDb } from '../drupal/tools/mariadb.mjs'

const repoRoot = path.resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const stack = (process.env.TEST_DRUPAL_STACK || 'production').trim()
if (!['production', 'quick'].includes(stack)) {
  console.error(`TEST_DRUPAL_STACK must be production or quick, got "${stack}"`)
  process.exit(2)
}
if (stack === 'production') {
  process.env.DRUPAL_DB ??= 'mariadb'
  process.env.DRUPAL_SERVER ??= 'nginx'
}
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text)

const source = (process.env.TEST_CMS || 'drupal').trim()
if (!['drupal', 'replay'].includes(source)) {
  console.error(`TEST_CMS must be drupal or replay, got "${source}"`)
  process.exit(2)
}
const withDrupal = source === 'drupal'
const publicDir = path.join(repoRoot, 'public')
const replayDir = path.join(repoRoot, '.compare', 'replay')
const skipBuild = () =>
  process.env.SKIP_BUILD === '1' && existsSync(path.join(publicDir, 'index.html'))
    ? 'SKIP_BUILD=1 and public/ exists'
    : false

/** Checks of the code alone: no build, no Drupal. */
const codeChecks = [
  { name: 'Lint', command: ['run', 'lint'] },
  { name: 'Unit tests', command: ['run', 'test:unit', '--', '--ci'] },
  // The committed src/gatsby-types.d.ts is what the schema and queries give (from the replay).
  {
    name: 'Query types up to date',
    run: (output) => runNpm(['run', 'typegen', '--', '--check'], { DRUPAL_BASE_URL: '' }, output),
  },
]

let drupal
const steps = [
  {
    name: 'Chromium check',
    run: () => {
      const found = checkChromium()
      if (found) console.log(`Chromium found at ${found}`)
      return found ? 0 : 1
    },
  },
  // With Drupal, these run beside its install (mostly waiting on MariaDB and PHP), their
  // output shown as each finishes.
  ...(withDrupal ? [] : codeChecks),
  ...(withDrupal
    ? [
        // Made once (a Debian root with PHP, which mounts /proc while it is built), before the
        // code checks start walking the project's folders.
        {
          name: 'PHP for Drupal',
          run: () => {
            console.log(`PHP: ${ensurePhp()}`)
            return 0
          },
        },
        // A fresh site each run: the demo content dated today, and nothing left by earlier
        // runs' editor-loop and form tests.
        {
          name: 'Drupal install',
          beside: codeChecks,
          run: () => {
            console.log(
              stack === 'production'
                ? 'Drupal on MariaDB, served by PHP-FPM behind nginx (TEST_DRUPAL_STACK=quick: SQLite and php -S)'
                : "Drupal on SQLite, served by PHP's own server (TEST_DRUPAL_STACK=quick)",
            )
            return runNpm(['run', 'drupal:install', '--', '--reinstall'])
          },
        },
        {
          name: 'Snapshot = a recording of the fresh install',
          run: () => checkLocalDrupal((url) => freshInstallProblems(url)),
        },
        {
          name: 'Build from the replay',
          skip: skipBuild,
          run: async () => {
            // The replay moves its dates to the day the Drupal was installed with, not to the
            // day it builds on: a run that passes midnight in Canberra compares like with like.
            const code = await runNpm(['run', 'build'], {
              DRUPAL_BASE_URL: '',
              CMS_TODAY: installedSite()?.contentDate ?? '',
            })
            if (code !== 0) return code
            rmSync(replayDir, { recursive: true, force: true })
            mkdirSync(path.dirname(replayDir), { recursive: true })
            renameSync(publicDir, replayDir)
            return 0
          },
        },
        {
          name: 'Build from the real Drupal',
          skip: skipBuild,
          run: async () => {
            drupal = await startDrupalServer()
            console.log(`Drupal at ${drupal.url}`)
            try {
              // The forms post to Drupal's own endpoint (outlet_forms), which the browser
              // tests serve and read back (E2E_FORMS=drupal below).
              return await runNpm(['run', 'build'], { DRUPAL_BASE_URL: drupal.url })
            } finally {
              await drupal.stop()
            }
          },
        },
        {
          name: 'Replay = real Drupal',
          skip: skipBuild,
          run: () => {
            const names = { a: 'the replay', b: 'Drupal' }
            const result = compareBuilds(replayDir, publicDir, names)
            const lines = result.differences
            lines.slice(0, 40).forEach((l) => console.log(`  ${l}`))
            const same = sameSite(result)
            console.log(
              same
                ? `The replay and the real Drupal build the same ${result.pages} pages, with the same data in all ${result.dataFiles} page data files and the same redirects.`
                : `The replay and the real Drupal build different sites (${lines.length} differences): re-record the snapshot with \`npm run cms:snapshot\`, or fix what differs.`,
            )
            return same ? 0 : 1
          },
        },
      ]
    : [
        {
          name: 'Build (replay only: TEST_CMS=replay)',
          command: ['run', 'build'],
          skip: skipBuild,
        },
      ]),
  // After the build: it regenerates src/gatsby-types.d.ts (the types of every GraphQL query).
  { name: 'Typecheck', command: ['run', 'typecheck'] },
  {
    name: 'E2E tests',
    run: () => runNpm(['run', 'test:e2e'], withDrupal ? { E2E_FORMS: 'drupal' } : {}),
  },
  // Last: it reinstalls the local Drupal (a backup restored into a fresh install).
  ...(withDrupal
    ? [
        {
          name: 'Snapshot: one title edit, one resource re-recorded',
          run: () => checkLocalDrupal((url) => oneEditProblems(url, snapshotHomepage())),
        },
        {
          name: 'Backup and restore',
          run: () => runNode('drupal/tools/backup-check.mjs'),
        },
        // Then a change to the content model deployed onto that site with its content.
        {
          name: 'Content-model upgrade',
          run: () => runNode('drupal/tools/upgrade-check.mjs'),
        },
      ]
    : []),
]

/**
 * Runs `check` against the local Drupal (started if it is not answering); prints its
 * problems and returns the step's exit code.
 * @param {(url: string) => Promise<string[]>} check
 */
async function checkLocalDrupal(check) {
  const server = await startDrupalServer()
  try {
    const problems = await check(server.url)
    problems.forEach((p) => console.log(`  ${p}`))
    if (!problems.length) console.log('The recording is what it should be.')
    return problems.length ? 1 : 0
  } finally {
    await server.stop()
  }
}

/** The homepage as the snapshot records it: its URL alias is set by hand, so a new title keeps it. */
function snapshotHomepage() {
  const file = 'resources/node--homepage.json'
  const [home] = JSON.parse(readFileSync(path.join(repoRoot, 'cms', 'snapshot', file), 'utf8')).data
  return { nid: home.attributes.drupal_internal__nid, file, uuid: home.id }
}

/** @param {string} script */
const runNode = (script) =>
  runCommand(process.execPath, [path.join(repoRoot, script)], { cwd: repoRoot, env })

/**
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @param {string[]} [output] collects the command's output instead of showing it
 */
const runNpm = (args, extraEnv = {}, output) =>
  runCommand(npm, args, { cwd: repoRoot, env: { ...env, ...extraEnv }, output })

function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
}

function banner(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4))
  console.log(`\n${paint('1;36', line)}\n${paint('1;36', `  ${text}`)}\n${paint('1;36', line)}`)
}

/** Every step in the order it is listed, those run beside another step after it. */
const allSteps = steps.flatMap((step) => [step, ...(step.beside ?? [])])

function summary(results) {
  const width = Math.max(...allSteps.map((s) => s.name.length))
  console.log(`\n${paint('1', 'Summary')}`)
  console.log(`  ${'Step'.padEnd(width)}  ${'Result'.padEnd(7)}  Time`)
  console.log(`  ${'-'.repeat(width)}  -------  --------`)
  for (const step of allSteps) {
    const result = results.find((r) => r.step === step)
    const status = result?.status ?? 'not run'
    const color = { passed: '32', failed: '31', skipped: '33' }[status] ?? '90'
    const time = result && result.status !== 'skipped' ? formatDuration(result.ms) : ''
    console.log(
      `  ${step.name.padEnd(width)}  ${paint(color, status.padEnd(7))}  ${time}`.trimEnd(),
    )
  }
  const total = results.reduce((sum, r) => sum + r.ms, 0)
  console.log(`  ${'Total'.padEnd(width)}  ${''.padEnd(7)}  ${formatDuration(total)}`)
}

/**
 * Runs one step; with `output`, collects what it prints instead of showing it.
 * @returns {Promise<{ step: object, status: 'passed' | 'failed', ms: number }>}
 */
async function runStep(step, output) {
  const started = Date.now()
  let code
  try {
    code = step.run ? await step.run(output) : await runNpm(step.command, {}, output)
  } catch (error) {
    ;(output ?? []).push(`${error.message}\n`)
    if (!output) console.error(error.message)
    code = 1
  }
  const ms = Date.now() - started
  const status = code === 0 ? 'passed' : 'failed'
  return { step, status, ms }
}

function reportStep(result) {
  const { step, status, ms } = result
  console.log(
    paint(status === 'passed' ? '32' : '31', `${step.name} ${status} in ${formatDuration(ms)}`),
  )
}

/** The steps beside another, one after another, each shown in full when it finishes. */
async function runBeside(besideSteps, label) {
  const results = []
  for (const step of besideSteps) {
    const output = []
    const result = await runStep(step, output)
    banner(
      `${label}, beside it: ${step.name}${step.command ? `: npm ${step.command.join(' ')}` : ''}`,
    )
    process.stdout.write(output.join(''))
    reportStep(result)
    results.push(result)
    if (result.status !== 'passed') break
  }
  return results
}

const results = []
let failed
for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`
  const skipReason = step.skip?.()
  if (skipReason) {
    banner(`${label}: skipped (${skipReason})`)
    results.push({ step, status: 'skipped', ms: 0 })
    continue
  }
  banner(step.command ? `${label}: npm ${step.command.join(' ')}` : label)
  const beside = step.beside ? runBeside(step.beside, label) : Promise.resolve([])
  const result = await runStep(step)
  reportStep(result)
  const besideResults = await beside
  results.push(result, ...besideResults)
  failed = [result, ...besideResults].find((r) => r.status !== 'passed')?.step
  if (failed) break
}

// The local MariaDB the Drupal steps started stops with the run.
if (withDrupal && process.env.DRUPAL_DB === 'mariadb' && stopMariaDb()) {
  console.log('The local MariaDB stopped.')
}
summary(results)
if (failed) {
  console.error(paint('1;31', `\nnpm test failed at step "${failed.name}".`))
  process.exit(1)
}
console.log(paint('1;32', '\nAll checks passed.'))
