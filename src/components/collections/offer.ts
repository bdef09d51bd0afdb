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
    # Cards show the image's dominant colour while it loads, as store and gift cards do: a
    # blurred placeholder is a data URI of about 900 bytes per card, in the HTML and again in
    # the page data (60% of /offers/' page data with brotli).
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 250, height: 350, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`
