import { graphql } from 'gatsby'

/** Fields of each Event that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionEvent on Event {
    id
    title
    path
    startDate
    endDate
    dateRange
    summary
    # A colour while it loads, not a blurred copy (see CollectionOffer).
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(
            width: 800
            aspectRatio: 1.6
            layout: CONSTRAINED
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`
