import { defineContentType } from '../types'
import { str, richText, link } from '../fields'

export default defineContentType({
  drupal: 'paragraph__store_info',
  domain: 'SectionStoreInfo',
  typeDefs: /* GraphQL */ `
    type SectionStoreInfo implements Node @dontInfer {
      heading: String
      text: String
      mapLink: Link
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    text: richText(n.field_text, ctx),
    mapLink: link(n.field_map_link),
  }),
  section: { searchText: 'heading text' },
})
