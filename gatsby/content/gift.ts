import { defineContentType } from './types'
import { decimal, richText, image, refs, ref, refIds, common } from './fields'

export default defineContentType({
  drupal: 'node__gift',
  domain: 'Gift',
  typeDefs: /* GraphQL */ `
    type Gift implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      description: String
      image: CmsImage
      price: Float!
      originalPrice: Float
      recipients: [RecipientCategory!]! @link
      categories: [Category!]! @link
      store: Store @link
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    description: richText(n.body, ctx),
    image: image(n, 'field_image'),
    price: decimal(n.field_price) ?? 0,
    originalPrice: decimal(n.field_original_price),
    recipients: refs(n, 'field_recipient', ctx),
    categories: refs(n, 'field_category', ctx),
    store: ref(n, 'field_store', ctx),
  }),
  route: { template: 'gift', pattern: /^\/stores\/[^/]+\/gift\/[^/]+\/$/ },
  search: {
    type: 'Gift',
    fields: 'id title path description store { title } categories { name } recipients { name }',
  },
  storeList: { list: 'gifts', store: (n) => refIds(n, 'field_store')[0] },
})
