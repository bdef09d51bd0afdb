import { defineContentType } from '../types'
import { str, plainText } from '../fields'

export default defineContentType({
  drupal: 'paragraph__instagram_banner',
  domain: 'SectionInstagramBanner',
  typeDefs: /* GraphQL */ `
    type SectionInstagramBanner implements Node @dontInfer {
      heading: String
      text: String
    }
  `,
  map: (n) => ({ heading: str(n.field_heading), text: plainText(n.field_text) }),
  section: { searchText: 'heading text' },
})
