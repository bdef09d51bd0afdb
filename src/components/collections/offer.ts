import { graphql } from 'gatsby'

/** Fields of each Offer that listing and section components read (extend here, not in templates). */
export const fragment = graphql`
  fragment CollectionOffer on Offer {
    id
    title
    path
    publishDate
    expiryDate
  }
`
