import { graphql } from 'gatsby'

/** Fields of each JobListing that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionJob on JobListing {
    id
    title
    path
    body
    terms
    employer {
      title
      path
    }
    # A colour while it loads, not a blurred copy (see CollectionOffer).
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 550, height: 360, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`
