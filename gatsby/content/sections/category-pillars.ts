import { defineContentType } from '../types'
import { str, ref } from '../fields'

export default defineContentType({
  drupal: 'paragraph__category_pillars',
  domain: 'SectionCategoryPillars',
  typeDefs: /* GraphQL */ `
    type SectionCategoryPillars implements Node @dontInfer {
      heading: String
      sport: Category @link
      family: Category @link
      fashion: Category @link
      home: Category @link
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    sport: ref(n, 'field_sport', ctx),
    family: ref(n, 'field_family', ctx),
    fashion: ref(n, 'field_fashion', ctx),
    home: ref(n, 'field_home', ctx),
  }),
  section: {},
})
