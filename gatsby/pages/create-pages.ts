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

/**
 * Every routed item's id, path and title, by domain type. Sectioned types (a few pages) are
 * queried with their sections' types, which decide the page's collections. The others are
 * read from their nodes, whose `id`, `path` and `title` are plain fields: at ten times the
 * content (2,000 stores, offers, gifts and articles) the GraphQL query of them all took
 * createPages from about 0.18 s to 0.25 s of every build.
 */
async function routedRows({ graphql, getNodesByType, reporter }: CreatePagesArgs) {
  const sectioned = ROUTED_TYPES.filter((t) => t.route.sectioned)
  const query = `{ ${sectioned.map((t) => `all${t.domain}: all${t.domain} { nodes { id path title sections { ${SECTION_SUMMARY} } } }`).join('\n')} }`
  const result = await graphql<Record<string, { nodes: Row[] }>>(query)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query content for page creation', result.errors)
    return null
  }
  const data: Record<string, { nodes: Row[] }> = { ...result.data }
  for (const t of ROUTED_TYPES.filter((type) => !type.route.sectioned)) {
    const nodes = getNodesByType(t.domain) as unknown as Row[]
    data[`all${t.domain}`] = {
      nodes: nodes.map(({ id, path: pagePath, title }) => ({ id, path: pagePath, title })),
    }
  }
  return data
}

export async function createPages(args: CreatePagesArgs) {
  const { actions, reporter } = args
  const data = await routedRows(args)
  if (!data) return
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
