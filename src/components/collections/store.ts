import { graphql } from 'gatsby'

/** Fields of each Store that listing and section components read (extend here, not in templates). */
export const fragment = graphql`
  fragment CollectionStore on Store {
    id
    title
    path
    about
    categories {
      tid
      parentTid
    }
    ...StoreCard
  }
`
