import { graphql } from 'gatsby'

/** Fields of each Article that listing and section components read (extend here, not in templates). */
export const fragment = graphql`
  fragment CollectionArticle on Article {
    id
    title
    path
    articleType
    publishDate
    expiryDate
  }
`
