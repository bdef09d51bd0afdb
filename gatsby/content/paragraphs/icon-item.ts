import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__icon_item',
  domain: 'IconItem',
  typeDefs: /* GraphQL */ `
    type IconItem implements Node @dontInfer {
      icon: String!
      heading: String!
      detail: String
    }
  `,
  map: (n) => ({
    icon: str(n.field_icon) ?? 'shop',
    heading: str(n.field_heading) ?? '',
    detail: str(n.field_detail),
  }),
})
