// The script byte budget, on the build under test: no page may load more than
// 110 KB of gzipped script at start-up. Byte counts are deterministic, so this is a test,
// not a benchmark; `npm run bench` prints the same figures per page type next to the goal
// (93 KB). What counts as a start-up script is defined in bench/lib/page-weight.mjs.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { PAGE_TYPES } from '../toolkit/page-types.cjs'
import { allRoutes, pageWeight, startupScripts } from '../bench/lib/page-weight.mjs'
import { PUBLIC_DIR as PUBLIC, expect, test } from './support/fixtures'
const LIMIT_KB = 110
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

const routes = allRoutes(PUBLIC)

test('the build has every page type to measure', () => {
  expect(routes.length).toBeGreaterThan(100)
  for (const { path: route } of PAGE_TYPES) {
    expect(routes.includes(route) || route === '/404/').toBe(true)
  }
})

test(`no page loads more than ${LIMIT_KB} KB of gzipped script at start-up`, () => {
  const over = routes
    .map((route) => ({ route, gzipKb: kb(pageWeight(PUBLIC, route).scriptTotals.gzip) }))
    .filter(({ gzipKb }) => gzipKb > LIMIT_KB)
  expect(over).toEqual([])
})

test('start-up scripts exist on disk and include the page component', () => {
  for (const { path: route } of PAGE_TYPES) {
    const scripts = startupScripts(PUBLIC, route)
    expect(scripts.some((src) => /^\/app-[0-9a-f]+\.js$/.test(src))).toBe(true)
    expect(scripts.some((src) => /^\/component---src-/.test(src))).toBe(true)
    for (const src of scripts) expect(existsSync(path.join(PUBLIC, src))).toBe(true)
  }
})

test('the carousel library is never a start-up script', () => {
  for (const route of routes) {
    expect(startupScripts(PUBLIC, route).filter((src) => src.includes('react-slick'))).toEqual([])
  }
})

test('every start-up script asks V8 to compile it eagerly (gatsby/config/compile-hints.ts)', () => {
  for (const { path: route } of PAGE_TYPES) {
    for (const src of startupScripts(PUBLIC, route)) {
      const start = readFileSync(path.join(PUBLIC, src), 'utf8').slice(0, 29)
      expect({ src, start }).toEqual({ src, start: '//# allFunctionsCalledOnLoad\n' })
    }
  }
})
