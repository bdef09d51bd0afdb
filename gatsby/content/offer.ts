import { isOfferVisible } from '../../src/lib/visibility'
import { defineContentType } from './types'
import { str, richText, image, ref, refIds, common, localDate } from './fields'

export default defineContentType({
  drupal: 'node__offer',
  domain: 'Offer',
  typeDefs: /* GraphQL */ `
    type Offer implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      store: Store @link
      details: String
      terms: String
      "ISO date (Canberra local), null when published immediately"
      publishDate: String @canberraDate
      expiryDate: String! @canberraDate
      thumbnail: CmsImage
      banner: CmsImage
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    store: ref(n, 'field_store', ctx),
    details: richText(n.body, ctx),
    terms: richText(n.field_terms, ctx),
    publishDate: localDate(n.field_publish_date),
    expiryDate: localDate(n.field_expiry_date) ?? '1970-01-01',
    thumbnail: image(n, 'field_thumbnail'),
    banner: image(n, 'field_banner'),
  }),
  route: { template: 'offer', pattern: /^\/offers\/[^/]+\/$/ },
  search: {
    type: 'Offer',
    fields: 'id title path details terms store { title } publishDate expiryDate',
    // Indexed while visible (expiry ≥ the build's day, publish date ≤ it); dates not indexed.
    entry: ({ publishDate, expiryDate, ...n }, today) =>
      isOfferVisible(
        { publishDate: publishDate as string | null, expiryDate: expiryDate as string },
        today,
      )
        ? { ...n, type: 'Offer' }
        : null,
  },
  // On its store's page, soonest expiry first (as the offers listing orders them).
  storeList: {
    list: 'offers',
    store: (n) => refIds(n, 'field_store')[0],
    sortKey: (n) => str(n.field_expiry_date) ?? '',
  },
})
