import { defineContentType } from './types'
import { str, image, refs, common } from './fields'

export default defineContentType({
  drupal: 'node__homepage',
  domain: 'Homepage',
  typeDefs: /* GraphQL */ `
    type Homepage implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      "The content alias (the page itself is served at /)"
      path: String!
      slides: [Slide!]! @link
      sections: [Section!]! @link
      metaTitle: String
      metaDescription: String
      metaImage: CmsImage
    }
  `,
  map: (n, ctx) => ({
    ...common(n),
    slides: refs(n, 'field_carousel', ctx),
    sections: refs(n, 'field_content', ctx),
    metaTitle: str(n.field_meta_title),
    metaDescription: str(n.field_meta_description),
    metaImage: image(n, 'field_meta_image'),
  }),
  // Served at / and at its content alias (it appears in content lists).
  route: {
    template: 'home',
    front: true,
    sectioned: true,
    required: { none: 'No homepage (node--homepage) was sourced', lacking: 'its home page' },
  },
  search: { type: 'Homepage', fields: 'id title path metaTitle metaDescription' },
})
