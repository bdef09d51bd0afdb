import { defineContentType } from '../types'
import { str, richText, refs } from '../fields'

/**
 * The centre map: the floor plan of each level with every store in its unit, and the list of
 * stores beside it. Shown by src/components/sections/CentreMapSection.tsx; the plans are read
 * and cleaned by gatsby/centre-map/.
 */
export default defineContentType({
  drupal: 'paragraph__centre_map',
  domain: 'SectionCentreMap',
  typeDefs: /* GraphQL */ `
    type SectionCentreMap implements Node @dontInfer {
      heading: String
      "Sanitised HTML"
      text: String
      levels: [MapLevel!]! @link
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    text: richText(n.field_text, ctx),
    levels: refs(n, 'field_items', ctx),
  }),
  section: { searchText: 'heading text', needs: ['mapStores', 'categories'] },
})
