import { defineContentType } from '../types'
import { str, link, image } from '../fields'

export default defineContentType({
  drupal: 'paragraph__image_tile',
  domain: 'SectionImageTile',
  typeDefs: /* GraphQL */ `
    type SectionImageTile implements Node @dontInfer {
      image: CmsImage
      caption: String
      link: Link
    }
  `,
  map: (n) => ({
    image: image(n, 'field_image'),
    caption: str(n.field_caption),
    link: link(n.field_link),
  }),
  section: { searchText: 'caption' },
})
