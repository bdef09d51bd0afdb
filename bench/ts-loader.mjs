// Node module hooks so that the benchmark can import the site's TypeScript (the same
// index builder as the build: gatsby/post-build/search-index.ts) with the project's own Babel.
// Used by bench/search.mjs through `register()`; not for production code.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'

const TS = /\.tsx?$/

export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL && TS.test(context.parentURL)
  // Relative, including the folder itself (`from '.'`), which webpack resolves to its index.ts.
  if (fromTs && /^\.\.?(\/|$)/.test(specifier)) {
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      const candidate = new URL(specifier + suffix, context.parentURL)
      if (existsSync(fileURLToPath(candidate))) {
        return { url: candidate.href, shortCircuit: true }
      }
    }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  // The site's TypeScript imports JSON as webpack and Parcel allow (no import attributes).
  if (url.endsWith('.json') && !context.importAttributes?.type) {
    const json = await readFile(fileURLToPath(url), 'utf8')
    return { format: 'module', source: `export default ${json}`, shortCircuit: true }
  }
  if (!TS.test(url)) return nextLoad(url, context)
  const filename = fileURLToPath(url)
  const result = await transformAsync(await readFile(filename, 'utf8'), {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    presets: [['@babel/preset-typescript', { allowDeclareFields: true }]],
  })
  return { format: 'module', source: result.code, shortCircuit: true }
}
