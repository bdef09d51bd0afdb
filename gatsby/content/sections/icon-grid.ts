import { defineContentType } from '../types'
import { str, refs } from '../fields'

export default defineContentType({
  drupal: 'paragraph__icon_grid',
  domain: 'SectionIconGrid',
  typeDefs: /* GraphQL */ `
    type SectionIconGrid implements Node @dontInfer {
      heading: String
      items: [IconItem!]! @link
    }
  `,
  map: (n, ctx) => ({ heading: str(n.field_heading), items: refs(n, 'field_items', ctx) }),
  section: { searchText: 'heading items { heading detail }' },
})
