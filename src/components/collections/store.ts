import { graphql } from 'gatsby'

/** Fields of each Store that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionStore on Store {
    id
    title
    path
    about
    shopNumber
    categories {
      tid
      parentTid
    }
    ...StoreCard
  }
`
