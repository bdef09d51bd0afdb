import { graphql } from 'gatsby'

/** Fields of each Offer that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionOffer on Offer {
    id
    title
    path
    publishDate
    expiryDate
    expiryLabel: expiryDate(format: LONG)
    terms
    store {
      title
      path
    }
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 250, height: 350, layout: CONSTRAINED)
        }
      }
    }
  }
`
