import { defineContentType } from '../types'
import { str, bool, richText, image } from '../fields'

export default defineContentType({
  drupal: 'paragraph__text_image',
  domain: 'SectionTextImage',
  typeDefs: /* GraphQL */ `
    type SectionTextImage implements Node @dontInfer {
      heading: String
      text: String
      image: CmsImage
      reversed: Boolean!
      background: String!
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    text: richText(n.field_text, ctx),
    image: image(n, 'field_image'),
    reversed: bool(n.field_reversed),
    background: str(n.field_background) === 'grey' ? 'grey' : 'white',
  }),
  section: { searchText: 'heading text' },
})
