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
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 800, aspectRatio: 1.6, layout: CONSTRAINED)
        }
      }
    }
  }
`
