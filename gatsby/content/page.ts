import { defineContentType } from './types'
import { str, image, refs, common } from './fields'

export default defineContentType({
  drupal: 'node__page',
  domain: 'Page',
  typeDefs: /* GraphQL */ `
    type Page implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      banner: CmsImage
      metaImage: CmsImage
      metaDescription: String
      sections: [Section!]! @link
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    banner: image(n, 'field_banner'),
    metaImage: image(n, 'field_meta_image'),
    metaDescription: str(n.field_meta_description),
    sections: refs(n, 'field_content', ctx),
  }),
  route: { template: 'page', sectioned: true },
  search: { type: 'BasicPage', fields: 'id title path metaDescription' },
})
