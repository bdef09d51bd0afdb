import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__spacer',
  domain: 'SectionSpacer',
  typeDefs: /* GraphQL */ `
    type SectionSpacer implements Node @dontInfer {
      colour: String!
    }
  `,
  map: (n) => {
    const colour = str(n.field_background)
    return { colour: colour === 'grey' || colour === 'white' ? colour : 'transparent' }
  },
  section: {},
})
