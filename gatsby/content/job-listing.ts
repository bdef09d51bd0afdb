import { defineContentType } from './types'
import { str, bool, richText, image, ref, common, localDate } from './fields'

export default defineContentType({
  drupal: 'node__job_listing',
  domain: 'JobListing',
  typeDefs: /* GraphQL */ `
    type JobListing implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      body: String
      employer: Store @link
      terms: String
      showForm: Boolean!
      jobEmail: String
      thumbnail: CmsImage
      "When the listing was first published (the node's created date, Canberra local)"
      datePosted: String @canberraDate
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    body: richText(n.body, ctx),
    employer: ref(n, 'field_employer', ctx),
    terms: richText(n.field_terms, ctx),
    showForm: bool(n.field_show_form),
    jobEmail: str(n.field_job_email),
    thumbnail: image(n, 'field_thumbnail'),
    datePosted: localDate(n.created),
  }),
  route: { template: 'job', pattern: /^\/jobs\/[^/]+\/$/ },
  search: { type: 'JobListing', fields: 'id title path body terms employer { title }' },
})
