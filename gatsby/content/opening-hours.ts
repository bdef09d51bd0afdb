import { defineContentType } from './types'
import { str, refs } from './fields'

export default defineContentType({
  drupal: 'block_content__opening_hours',
  domain: 'OpeningHours',
  typeDefs: /* GraphQL */ `
    type OpeningHours implements Node @dontInfer {
      defaultHours: String!
      holidays: [Holiday!]! @link
    }
  `,
  map: (n, ctx) => ({
    defaultHours: str(n.field_default_hours) ?? '10am-6pm',
    holidays: refs(n, 'field_holidays', ctx),
  }),
})
