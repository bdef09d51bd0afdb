/** @jest-environment node */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gatsbyFailure, runGatsbyBuild, type GatsbyRun } from './gatsby-build.mjs'

const run = (over: Partial<GatsbyRun>): GatsbyRun => ({
  code: 1,
  signal: null,
  timedOut: false,
  tail: [],
  logFile: '/tmp/x.log',
  ...over,
})

describe('gatsbyFailure', () => {
  it('says why a build that did not exit 0 failed, in one line', () => {
    expect(gatsbyFailure(run({ code: null, timedOut: true }), 90_000)).toBe(
      'gatsby build timed out after 90 s',
    )
    expect(gatsbyFailure(run({ code: null, signal: 'SIGTERM' }), 1000)).toBe(
      'gatsby build did not run to the end (SIGTERM)',
    )
    expect(gatsbyFailure(run({ code: null }), 1000)).toBe(
      'gatsby build did not run to the end (could not start)',
    )
    expect(gatsbyFailure(run({ code: 1, tail: ['ok', 'ERROR #85901 GraphQL'] }), 1000)).toBe(
      'gatsby build exited with code 1: ERROR #85901 GraphQL',
    )
  })
})

describe('runGatsbyBuild', () => {
  it("gives the build Node's cache of compiled modules in the project, and not the hook's secret", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gatsby-build-'))
    try {
      // A stand-in for Gatsby's CLI that prints what a build would see.
      const bin = path.join(dir, 'gatsby')
      writeFileSync(
        bin,
        '#!/bin/sh\necho "cache=$NODE_COMPILE_CACHE secret=${PUBLISHER_SECRET:-none}"\n',
      )
      chmodSync(bin, 0o755)
      const logFile = path.join(dir, 'build.log')
      const result = await runGatsbyBuild({
        gatsbyBin: bin,
        projectDir: dir,
        env: { PATH: process.env.PATH, PUBLISHER_SECRET: 'hook-secret' },
        logFile,
        timeoutMs: 10_000,
        onChild: () => {},
      })
      expect(result.code).toBe(0)
      expect(readFileSync(logFile, 'utf8')).toContain(
        `cache=${path.join(dir, 'node_modules', '.cache', 'node-compile-cache')} secret=none`,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
