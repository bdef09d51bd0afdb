import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__store_search',
  domain: 'SectionStoreSearch',
  typeDefs: /* GraphQL */ `
    type SectionStoreSearch implements Node @dontInfer {
      heading: String
    }
  `,
  map: (n) => ({ heading: str(n.field_heading) }),
  section: { searchText: 'heading', needs: ['stores', 'categories'] },
})
