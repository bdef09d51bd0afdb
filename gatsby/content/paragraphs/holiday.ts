import { defineContentType } from '../types'
import { str, bool, localDate } from '../fields'

export default defineContentType({
  drupal: 'paragraph__holiday',
  domain: 'Holiday',
  typeDefs: /* GraphQL */ `
    type Holiday implements Node @dontInfer {
      name: String!
      date: String! @canberraDate
      hours: String
      closed: Boolean!
    }
  `,
  map: (n) => ({
    name: str(n.field_name) ?? '',
    date: localDate(n.field_date) ?? '1970-01-01',
    hours: str(n.field_hours),
    closed: bool(n.field_closed),
  }),
})
