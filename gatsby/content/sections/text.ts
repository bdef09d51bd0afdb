import { defineContentType } from '../types'
import { str, richText } from '../fields'

export default defineContentType({
  drupal: 'paragraph__text',
  domain: 'SectionText',
  typeDefs: /* GraphQL */ `
    type SectionText implements Node @dontInfer {
      text: String
      anchor: String
    }
  `,
  map: (n, ctx) => ({ text: richText(n.field_text, ctx), anchor: str(n.field_anchor) }),
  section: { searchText: 'text' },
})
