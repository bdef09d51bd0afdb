/** @jest-environment node */
import { gatsbyFailure, type GatsbyRun } from './gatsby-build.mjs'

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
