import { graphql } from 'gatsby'

/** Fields of each JobListing that listing and section components read (extend here, not in templates). */
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
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 550, height: 360, layout: CONSTRAINED)
        }
      }
    }
  }
`
