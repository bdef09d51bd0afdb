import { defineContentType } from '../types'
import { refs } from '../fields'

export default defineContentType({
  drupal: 'paragraph__hero_slider',
  domain: 'SectionHeroSlider',
  typeDefs: /* GraphQL */ `
    type SectionHeroSlider implements Node @dontInfer {
      slides: [Slide!]! @link
    }
  `,
  map: (n, ctx) => ({ slides: refs(n, 'field_slides', ctx) }),
  section: {},
})
