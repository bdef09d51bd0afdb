import { defineContentType } from './types'
import { str, int, ref } from './fields'

export default defineContentType({
  drupal: 'taxonomy_term__category',
  domain: 'Category',
  typeDefs: /* GraphQL */ `
    type Category implements Node @dontInfer {
      tid: Int!
      name: String!
      weight: Int!
      parentCategory: Category @link
      "0 for a top-level category"
      parentTid: Int!
    }
  `,
  map: (n, ctx) => ({
    tid: n.drupal_internal__tid ?? 0,
    name: str(n.name) ?? '',
    weight: int(n.weight) ?? 0,
    parentCategory: ref(n, 'parent', ctx),
  }),
})
