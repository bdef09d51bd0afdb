import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__events_preview',
  domain: 'SectionEventsPreview',
  typeDefs: /* GraphQL */ `
    type SectionEventsPreview implements Node @dontInfer {
      heading: String
    }
  `,
  map: (n) => ({ heading: str(n.field_heading) }),
  section: { searchText: 'heading', needs: ['events'] },
})
