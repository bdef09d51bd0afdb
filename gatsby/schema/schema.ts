/**
 * Domain types: what templates and components query. Each content type's own type is declared
 * in its module (gatsby/content/); here are the types they share. Drupal's `field_*` names never
 * leave gatsby/content/. Every field is declared, so a field that is null in every item (or a
 * type with no items at all) never breaks a query. See docs/content-model.md.
 */
import { contentTypeDefs } from '../content'

const sharedTypeDefs = /* GraphQL */ `
  type CmsImage {
    alt: String
    width: Int
    height: Int
    "Absolute URL of the original file on the CMS"
    url: String
    "The downloaded file (use childImageSharp.gatsbyImageData)"
    localFile: File
  }

  type Link {
    url: String!
    title: String
  }

  interface ContentItem {
    id: ID!
    title: String!
    path: String!
  }
`

export const typeDefs = `${sharedTypeDefs}\n${contentTypeDefs()}`
