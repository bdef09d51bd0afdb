import { defineContentType } from '../types'
import { str, refs } from '../fields'

export default defineContentType({
  drupal: 'paragraph__button_section',
  domain: 'SectionButtons',
  typeDefs: /* GraphQL */ `
    type SectionButtons implements Node @dontInfer {
      size: String!
      buttons: [ButtonTile!]! @link
    }
  `,
  map: (n, ctx) => ({
    size: str(n.field_size) === 'halves' ? 'halves' : 'full',
    buttons: refs(n, 'field_buttons', ctx),
  }),
  section: { searchText: 'buttons { title subheading }' },
})
