import { defineContentType } from '../types'
import { str, image, ref } from '../fields'

export default defineContentType({
  drupal: 'paragraph__gift_promo_category',
  domain: 'GiftPromoTile',
  typeDefs: /* GraphQL */ `
    type GiftPromoTile implements Node @dontInfer {
      title: String
      recipient: RecipientCategory @link
      image: CmsImage
    }
  `,
  map: (n, ctx) => ({
    title: str(n.field_title),
    recipient: ref(n, 'field_recipient', ctx),
    image: image(n, 'field_image'),
  }),
})
