#!/usr/bin/env node
// `npm test`: the whole check, in order, stopping at the first failure:
//   Chromium check → lint → unit tests → build → typecheck → e2e tests.
// SKIP_BUILD=1 skips the build when public/index.html already exists.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { checkChromium } from './lib/chromium.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' }
const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text)

const steps = [
  {
    name: 'Chromium check',
    run: () => {
      const found = checkChromium()
      if (found) console.log(`Chromium found at ${found}`)
      return found ? 0 : 1
    },
  },
  { name: 'Lint', command: ['run', 'lint'] },
  { name: 'Unit tests', command: ['run', 'test:unit', '--', '--ci'] },
  {
    name: 'Build',
    command: ['run', 'build'],
    skip: () =>
      process.env.SKIP_BUILD === '1' && existsSync(path.join(repoRoot, 'public', 'index.html'))
        ? 'SKIP_BUILD=1 and public/ exists'
        : false,
  },
  // After the build: it regenerates src/gatsby-types.d.ts (the types of every GraphQL query).
  { name: 'Typecheck', command: ['run', 'typecheck'] },
  { name: 'E2E tests', command: ['run', 'test:e2e', '--', '--ci'] },
]

function runNpm(args) {
  return new Promise((resolve) => {
    const child = spawn(npm, args, { cwd: repoRoot, stdio: 'inherit', env })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

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

function summary(results) {
  const width = Math.max(...steps.map((s) => s.name.length))
  console.log(`\n${paint('1', 'Summary')}`)
  console.log(`  ${'Step'.padEnd(width)}  ${'Result'.padEnd(7)}  Time`)
  console.log(`  ${'-'.repeat(width)}  -------  --------`)
  for (const step of steps) {
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
  const started = Date.now()
  const code = step.run ? step.run() : await runNpm(step.command)
  const ms = Date.now() - started
  const status = code === 0 ? 'passed' : 'failed'
  results.push({ step, status, ms })
  console.log(
    paint(status === 'passed' ? '32' : '31', `${step.name} ${status} in ${formatDuration(ms)}`),
  )
  if (code !== 0) {
    failed = step
    break
  }
}

summary(results)
if (failed) {
  console.error(paint('1;31', `\nnpm test failed at step "${failed.name}".`))
  process.exit(1)
}
console.log(paint('1;32', '\nAll checks passed.'))
