import { defineContentType } from '../types'
import { str, link, refs } from '../fields'

export default defineContentType({
  drupal: 'paragraph__gift_promo',
  domain: 'SectionGiftPromo',
  typeDefs: /* GraphQL */ `
    type SectionGiftPromo implements Node @dontInfer {
      heading: String
      giftPage: Link
      tiles: [GiftPromoTile!]! @link
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    giftPage: link(n.field_gift_page),
    tiles: refs(n, 'field_tiles', ctx),
  }),
  section: { searchText: 'heading tiles { title }' },
})
