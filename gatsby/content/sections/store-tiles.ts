import { defineContentType } from '../types'
import { ref } from '../fields'

export default defineContentType({
  drupal: 'paragraph__store_tiles',
  domain: 'SectionStoreTiles',
  typeDefs: /* GraphQL */ `
    type SectionStoreTiles implements Node @dontInfer {
      sport: Category @link
      fashion: Category @link
      home: Category @link
      family: Category @link
    }
  `,
  map: (n, ctx) => ({
    sport: ref(n, 'field_sport', ctx),
    fashion: ref(n, 'field_fashion', ctx),
    home: ref(n, 'field_home', ctx),
    family: ref(n, 'field_family', ctx),
  }),
  section: {},
})
