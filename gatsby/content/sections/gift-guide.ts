import { defineContentType } from '../types'
import { str, refs } from '../fields'

export default defineContentType({
  drupal: 'paragraph__gift_guide',
  domain: 'SectionGiftGuide',
  typeDefs: /* GraphQL */ `
    type SectionGiftGuide implements Node @dontInfer {
      heading: String
      categories: [Category!]! @link
      recipients: [RecipientCategory!]! @link
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    categories: refs(n, 'field_categories', ctx),
    recipients: refs(n, 'field_recipients', ctx),
  }),
  section: { searchText: 'heading', needs: ['gifts', 'categories'] },
})
