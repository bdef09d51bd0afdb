import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { minimumContentProblems } from '../source/source-check'
import { loadEnv } from '../source/env'
import { pageNeeds, SECTION_SUMMARY, type SectionSummary } from './page-needs'
import { ROUTED_TYPES } from '../content'

type RoutedType = (typeof ROUTED_TYPES)[number]

interface Row {
  id: string
  path: string
  title: string
  sections?: SectionSummary[]
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs) {
  // Sectioned types also fetch their section types: they decide the page's collections.
  const fields = (t: RoutedType) =>
    t.route.sectioned ? `id path title sections { ${SECTION_SUMMARY} }` : 'id path title'
  const query = `{ ${ROUTED_TYPES.map((t) => `all${t.domain}: all${t.domain} { nodes { ${fields(t)} } }`).join('\n')} }`
  const result = await graphql<Record<string, { nodes: Row[] }>>(query)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for page creation', result.errors)
    return
  }
  const data = result.data
  const counts = Object.fromEntries(
    ROUTED_TYPES.map((t) => [t.domain, data[`all${t.domain}`].nodes.length]),
  )
  const problems = minimumContentProblems(
    ROUTED_TYPES.flatMap((t) =>
      t.route.required ? [{ ...t.route.required, count: counts[t.domain] }] : [],
    ),
    loadEnv().drupalBaseUrl,
  )
  if (problems.length) {
    reporter.panicOnBuild(problems.join('\n'))
    return
  }
  reporter.info(`Content: ${ROUTED_TYPES.map((t) => `${counts[t.domain]} ${t.domain}`).join(', ')}`)

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
      component: path.resolve(`src/templates/${type.route.template}.tsx`),
      context: {
        id: row.id,
        ...(type.route.sectioned ? pageNeeds(row.sections ?? []) : {}),
        ...extra,
      },
    })
  }

  for (const type of ROUTED_TYPES) {
    for (const row of data[`all${type.domain}`].nodes) {
      if (type.route.front) {
        // The home page is served at /, and also at its content alias (it appears in content lists).
        create('/', type, row)
        if (row.path !== '/') create(row.path, type, row)
        continue
      }
      const expected = type.route.pattern
      if (expected && !expected.test(row.path)) {
        reporter.warn(
          `${type.domain} "${row.title}" has the path ${row.path}, outside the site's routes for ${type.domain}.`,
        )
      }
      create(row.path, type, row)
    }
  }
}
