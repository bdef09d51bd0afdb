/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  bundleInputsKey,
  compiledAssets,
  forgetCompile,
  rememberCompile,
  reusableCompile,
} from './bundle-reuse.cjs'

const OPTIONS = { prefixPaths: false, profile: false }
const ENV = { NODE_ENV: 'production', GATSBY_FORM_ENDPOINT: '/forms', HOME: '/root' }

/** A site after a good compile: its code, Gatsby's generated scripts and the compile's files. */
function compiledSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-reuse-'))
  const files: Record<string, string> = {
    'src/components/Hero.tsx': 'export const Hero = () => null',
    'src/components/Hero.test.tsx': 'test("hero", () => {})',
    'src/gatsby-types.d.ts': 'declare namespace Queries {}',
    'gatsby-browser.tsx': 'export {}',
    'package-lock.json': '{}',
    '.cache/async-requires.js': 'exports.components = {}',
    '.cache/pages.json': '[]',
    '.cache/page-ssr/routes/render-page.js': '// renderer',
    'public/webpack.stats.json': '{}',
    'public/chunk-map.json': '{}',
    'public/app-1234.js': '// app',
    'public/index.html': '<html></html>',
  }
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const key = bundleInputsKey(dir, OPTIONS, ENV)
  rememberCompile(dir, key, {
    webpackCompilationHash: 'abc',
    webpackSSRCompilationHash: 'def',
    templateCompilationHashes: { [path.join(dir, 'src/templates/store.tsx')]: 'ghi' },
    assets: ['app-1234.js'],
  })
  return {
    dir,
    key,
    write: (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text),
  }
}

describe('bundle reuse', () => {
  it("gives the last compile's hashes back while its inputs and files are unchanged", () => {
    const { dir } = compiledSite()
    // Content changes: pages and page data, which webpack never reads.
    fs.writeFileSync(path.join(dir, 'public/index.html'), '<html>new title</html>')
    fs.writeFileSync(path.join(dir, '.cache/pages.json'), '[{"path":"/offers/new/"}]')
    const key = bundleInputsKey(dir, OPTIONS, { ...ENV, HOME: '/home/publisher' })
    expect(reusableCompile(dir, key)).toMatchObject({
      webpackCompilationHash: 'abc',
      webpackSSRCompilationHash: 'def',
    })
  })

  it('ignores tests and type declarations, which are not bundled', () => {
    const { dir, key, write } = compiledSite()
    write('src/components/Hero.test.tsx', 'test("hero again", () => {})')
    write('src/gatsby-types.d.ts', 'declare namespace Queries { type X = 1 }')
    expect(bundleInputsKey(dir, OPTIONS, ENV)).toBe(key)
  })

  it.each([
    ['a component', 'src/components/Hero.tsx', 'export const Hero = () => "hi"'],
    ['a new component', 'src/components/Footer.tsx', 'export const Footer = () => null'],
    ["Gatsby's generated requires", '.cache/async-requires.js', 'exports.components = { a: 1 }'],
    ['the installed packages', 'package-lock.json', '{"lockfileVersion":3}'],
  ])('compiles again after a change to %s', (_what, file, text) => {
    const { dir, key, write } = compiledSite()
    write(file, text)
    const after = bundleInputsKey(dir, OPTIONS, ENV)
    expect(after).not.toBe(key)
    expect(reusableCompile(dir, after)).toBeNull()
  })

  it('compiles again when an inlined variable or a build option changes', () => {
    const { dir, key } = compiledSite()
    expect(bundleInputsKey(dir, OPTIONS, { ...ENV, GATSBY_FORM_ENDPOINT: '/other' })).not.toBe(key)
    expect(bundleInputsKey(dir, { ...OPTIONS, prefixPaths: true }, ENV)).not.toBe(key)
  })

  it('tells the files the last compile emitted, and nothing before a compile', () => {
    const { dir } = compiledSite()
    expect(compiledAssets(dir)).toEqual(['app-1234.js'])
    forgetCompile(dir)
    expect(compiledAssets(dir)).toBeNull()
  })

  it('compiles again when a file of the last compile is gone, or after a forgotten compile', () => {
    const { dir, key } = compiledSite()
    fs.rmSync(path.join(dir, 'public/app-1234.js'))
    expect(reusableCompile(dir, key)).toBeNull()

    const other = compiledSite()
    forgetCompile(other.dir)
    expect(reusableCompile(other.dir, other.key)).toBeNull()
  })
})
