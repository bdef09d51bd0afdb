/**
 * Which collections a generic page or the home page needs, from its sections: each section
 * type's module (gatsby/content/sections/) says what it needs. The flags become page-query
 * variables (`$withStores`…), so each page's data holds only what it shows.
 */
import { BY_DOMAIN_TYPE, SECTION_TYPES } from '../content'
import type { Collection } from '../content/types'

export interface SectionSummary {
  __typename: string
  [field: string]: unknown
}

export interface PageNeeds {
  withStores: boolean
  withMapStores: boolean
  withOffers: boolean
  withArticles: boolean
  withEvents: boolean
  withGifts: boolean
  withJobs: boolean
  withCategories: boolean
}

/** What create-pages queries of each section: its type and the fields its needs read. */
export const SECTION_SUMMARY = [
  '__typename',
  ...SECTION_TYPES.filter((type) => type.section.needsFields).map(
    (type) => `... on ${type.domain} { ${type.section.needsFields} }`,
  ),
].join(' ')

export function pageNeeds(sections: readonly SectionSummary[]): PageNeeds {
  const needed = new Set<Collection>()
  for (const section of sections) {
    const needs = BY_DOMAIN_TYPE.get(section.__typename)?.section?.needs ?? []
    for (const c of typeof needs === 'function' ? needs(section) : needs) needed.add(c)
  }
  return {
    withStores: needed.has('stores'),
    withMapStores: needed.has('mapStores'),
    withOffers: needed.has('offers'),
    withArticles: needed.has('articles'),
    withEvents: needed.has('events'),
    withGifts: needed.has('gifts'),
    withJobs: needed.has('jobs'),
    withCategories: needed.has('categories'),
  }
}
