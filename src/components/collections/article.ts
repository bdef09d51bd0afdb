import { graphql } from 'gatsby'

/** Fields of each Article that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionArticle on Article {
    id
    title
    path
    articleType
    publishDate
    expiryDate
    publishLabel: publishDate(format: LONG)
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
