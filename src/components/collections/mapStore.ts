import { graphql } from 'gatsby'

/**
 * Fields of each Store the centre map reads: it places stores by shop number and colours them
 * by category, so it carries neither the about text nor the logo of a directory card: the
 * centre map page's data is 41 KB instead of 175 KB (8.6 KB with brotli).
 */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionMapStore on Store {
    id
    title
    path
    shopNumber
    categories {
      tid
      parentTid
    }
  }
`
