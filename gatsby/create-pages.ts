import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { minimumContentProblems } from './source-check'
import { loadEnv } from './env'
import { pageNeeds, type SectionSummary } from './page-needs'

/** Template per routed domain type; each page gets `{ id }` in its context. */
const TEMPLATES = {
  Store: 'store',
  Gift: 'gift',
  Offer: 'offer',
  Article: 'article',
  Event: 'event',
  JobListing: 'job',
  Page: 'page',
  Homepage: 'home',
} as const

type RoutedType = keyof typeof TEMPLATES

/** Route prefixes the spec expects for each type (a mismatch is reported, not fatal). */
const EXPECTED_PREFIX: Partial<Record<RoutedType, RegExp>> = {
  Store: /^\/stores\/[^/]+\/$/,
  Gift: /^\/stores\/[^/]+\/gift\/[^/]+\/$/,
  Offer: /^\/offers\/[^/]+\/$/,
  Article: /^\/whats-on\/(news|blog)\/[^/]+\/$/,
  Event: /^\/whats-on\/events\/[^/]+\/$/,
  JobListing: /^\/jobs\/[^/]+\/$/,
}

interface Row {
  id: string
  path: string
  title: string
  sections?: SectionSummary[]
}

const SECTIONED: RoutedType[] = ['Page', 'Homepage']

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs) {
  const types = Object.keys(TEMPLATES) as RoutedType[]
  // Sectioned types also fetch their section types: they decide the page's collections.
  const fields = (t: RoutedType) =>
    SECTIONED.includes(t)
      ? 'id path title sections { __typename ... on SectionListing { kind } }'
      : 'id path title'
  const query = `{ ${types.map((t) => `all${t}: all${t} { nodes { ${fields(t)} } }`).join('\n')} }`
  const result = await graphql<Record<string, { nodes: Row[] }>>(query)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for page creation', result.errors)
    return
  }
  const data = result.data
  const counts = Object.fromEntries(types.map((t) => [t, data[`all${t}`].nodes.length]))
  const problems = minimumContentProblems(
    { Store: counts.Store, Homepage: counts.Homepage },
    loadEnv().drupalBaseUrl,
  )
  if (problems.length) {
    reporter.panicOnBuild(problems.join('\n'))
    return
  }
  reporter.info(`Content: ${types.map((t) => `${counts[t]} ${t}`).join(', ')}`)

  const seen = new Map<string, string>()
  const create = (
    pagePath: string,
    type: RoutedType,
    row: Row,
    extra: Record<string, unknown> = {},
  ) => {
    const owner = seen.get(pagePath)
    if (owner) {
      reporter.warn(
        `Two items share the path ${pagePath} ("${owner}" and "${row.title}"); keeping the first.`,
      )
      return
    }
    seen.set(pagePath, row.title)
    actions.createPage({
      path: pagePath,
      component: path.resolve(`src/templates/${TEMPLATES[type]}.tsx`),
      context: {
        id: row.id,
        ...(SECTIONED.includes(type) ? pageNeeds(row.sections ?? []) : {}),
        ...extra,
      },
    })
  }

  for (const type of types) {
    for (const row of data[`all${type}`].nodes) {
      if (type === 'Homepage') {
        // The home page is served at /, and also at its content alias (it appears in content lists).
        create('/', type, row)
        if (row.path !== '/') create(row.path, type, row)
        continue
      }
      const expected = EXPECTED_PREFIX[type]
      if (expected && !expected.test(row.path)) {
        reporter.warn(
          `${type} "${row.title}" has the path ${row.path}, outside the site's routes for ${type}.`,
        )
      }
      create(row.path, type, row)
    }
  }
}
