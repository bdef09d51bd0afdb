import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__latest_offers',
  domain: 'SectionLatestOffers',
  typeDefs: /* GraphQL */ `
    type SectionLatestOffers implements Node @dontInfer {
      heading: String
    }
  `,
  map: (n) => ({ heading: str(n.field_heading) }),
  section: { searchText: 'heading', needs: ['offers'] },
})
