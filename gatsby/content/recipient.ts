import { defineContentType } from './types'
import { str, int } from './fields'

export default defineContentType({
  drupal: 'taxonomy_term__recipient',
  domain: 'RecipientCategory',
  typeDefs: /* GraphQL */ `
    type RecipientCategory implements Node @dontInfer {
      tid: Int!
      name: String!
      weight: Int!
    }
  `,
  map: (n) => ({
    tid: n.drupal_internal__tid ?? 0,
    name: str(n.name) ?? '',
    weight: int(n.weight) ?? 0,
  }),
})
