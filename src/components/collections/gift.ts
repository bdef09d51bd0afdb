import { graphql } from 'gatsby'

/** Fields of each Gift that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionGift on Gift {
    id
    title
    path
    price
    originalPrice
    recipients {
      tid
    }
    categories {
      tid
      parentTid
    }
    ...GiftCard
  }
`
