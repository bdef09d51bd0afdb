import { defineContentType } from '../types'
import { str, bool, link, image } from '../fields'

export default defineContentType({
  drupal: 'paragraph__button_tile',
  domain: 'ButtonTile',
  typeDefs: /* GraphQL */ `
    type ButtonTile implements Node @dontInfer {
      title: String
      subheading: String
      link: Link
      colour: String
      big: Boolean!
      image: CmsImage
    }
  `,
  map: (n) => ({
    title: str(n.field_title),
    subheading: str(n.field_subheading),
    link: link(n.field_link),
    colour: str(n.field_colour),
    big: bool(n.field_big),
    image: image(n, 'field_image'),
  }),
})
