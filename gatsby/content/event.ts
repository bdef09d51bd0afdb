import { defineContentType } from './types'
import { str, richText, plainText, image, common, localDate, eventRange } from './fields'

export default defineContentType({
  drupal: 'node__event',
  domain: 'Event',
  typeDefs: /* GraphQL */ `
    type Event implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      "ISO date-time without zone (Canberra local)"
      startDate: String! @canberraDate
      endDate: String @canberraDate
      summary: String
      body: String
      thumbnail: CmsImage
      banner: CmsImage
      metaImage: CmsImage
      metaDescription: String
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    ...(eventRange(n.field_start_date, n.field_end_date, (problem) =>
      ctx.warn?.(`Event "${str(n.title) ?? n.id}": ${problem}`),
    ) ?? { startDate: localDate(n.created) ?? '1970-01-01', endDate: null }),
    summary: plainText(n.field_summary),
    body: richText(n.body, ctx),
    thumbnail: image(n, 'field_thumbnail'),
    banner: image(n, 'field_banner'),
    metaImage: image(n, 'field_meta_image'),
    metaDescription: str(n.field_meta_description),
  }),
  route: { template: 'event', pattern: /^\/whats-on\/events\/[^/]+\/$/ },
  search: { type: 'Event', fields: 'id title path summary body metaDescription' },
})
