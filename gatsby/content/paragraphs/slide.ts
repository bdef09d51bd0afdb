import { defineContentType } from '../types'
import { plainText, link, image, localDate } from '../fields'

export default defineContentType({
  drupal: 'paragraph__slide',
  domain: 'Slide',
  typeDefs: /* GraphQL */ `
    type Slide implements Node @dontInfer {
      image: CmsImage
      mobileImage: CmsImage
      link: Link
      "Screen-reader text"
      text: String
      publishDate: String
      expiryDate: String
    }
  `,
  map: (n) => ({
    image: image(n, 'field_image'),
    mobileImage: image(n, 'field_mobile_image'),
    link: link(n.field_link),
    text: plainText(n.field_text),
    publishDate: localDate(n.field_publish_date),
    expiryDate: localDate(n.field_expiry_date),
  }),
})
