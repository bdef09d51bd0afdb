/**
 * The shape of a content-type module (gatsby/content/): everything the build knows about one
 * Drupal bundle, in one place. gatsby/content/index.ts lists the modules; the mappers, the
 * GraphQL schema, the section union, the search index's query, the pages' data needs, the
 * routed types and their templates are all derived from that list. docs/extending.md says
 * how to add one.
 */
import type { SearchEntity } from '../post-build/search-index'
import type { Day } from '../../src/lib/dates'
import type { DrupalNode, MapContext } from './fields'

/**
 * The collections a page's query can ask for (page-query variables `$withStores`…).
 * `mapStores` are the stores as the centre map places them: names and shop numbers, without
 * the text and logos of the directory's cards.
 */
export type Collection =
  'stores' | 'mapStores' | 'offers' | 'articles' | 'events' | 'gifts' | 'jobs' | 'categories'

/** A search index entry's type (src/lib/search/types.ts): what a result says it is. */
type SearchType = SearchEntity['type']

export interface ContentType {
  /** gatsby-source-drupal's node type: `node__<bundle>`, `paragraph__<bundle>`, `taxonomy_term__<vocabulary>`. */
  drupal: string
  /** The domain type (GraphQL) the bundle becomes: what templates and components query. */
  domain: string
  /**
   * GraphQL SDL of the domain type, `@dontInfer`, every field declared (a field null in every
   * item, or a type with no items, never breaks a query). Types only this one uses go here too.
   */
  typeDefs: string
  /**
   * The domain node's fields from the Drupal node; null leaves it out (e.g. a disabled menu
   * link). The only place a Drupal `field_*` name is read.
   */
  map: (node: DrupalNode, ctx: MapContext) => Record<string, unknown> | null
  /** A page of its own per item (src/templates/{template}.tsx, `{ id }` in its context). */
  route?: {
    template: string
    /** The paths this type's pages should have: a mismatch is reported, not fatal. */
    pattern?: RegExp
    /** The build refuses to publish a site without one: what it says, and what the site lacks. */
    required?: { none: string; lacking: string }
    /** Served at / as well as at its own path (the home page). */
    front?: boolean
    /** The page renders `sections`, which decide its collections (gatsby/pages/page-needs.ts). */
    sectioned?: boolean
  }
  /** An editor can place it in a page's or the homepage's content (`union Section`). */
  section?: {
    /** Its text the site search indexes, as a GraphQL selection (`heading text`). */
    searchText?: string
    /** The collections a page showing it needs. */
    needs?: readonly Collection[] | ((section: Record<string, unknown>) => readonly Collection[])
    /** Fields `needs` reads (a GraphQL selection), queried when pages are created. */
    needsFields?: string
  }
  /** Indexed by the site search (gatsby/post-build/search-index.ts). */
  search?: {
    type: SearchType
    /** The fields to query (a GraphQL selection); a sectioned type's sections are added. */
    fields: string
    /** The index entry, or null when not visible on the build's day; default: as queried. */
    entry?: (node: SearchNode, today: Day) => SearchEntity | null
  }
  /** Listed on the page of the store it names (gatsby/content/store-links.ts): offers, gifts. */
  storeList?: {
    list: 'offers' | 'gifts'
    /** Gatsby id of the Drupal store node it names. */
    store: (node: DrupalNode) => string | undefined
    /** Sorted by this, then by title. */
    sortKey?: (node: DrupalNode) => string
  }
}

/** A node as the search query returns it. */
export interface SearchNode {
  id: string
  title: string
  path: string
  [field: string]: unknown
}

/** A content-type module's declaration (typed, with its literal values kept). */
export const defineContentType = <T extends ContentType>(type: T): T => type
