import { isArticleVisible } from '../../src/lib/visibility'
import { defineContentType } from './types'
import { str, richText, plainText, image, common, localDate } from './fields'

export default defineContentType({
  drupal: 'node__article',
  domain: 'Article',
  typeDefs: /* GraphQL */ `
    type Article implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      "news or blog"
      articleType: String!
      publishDate: String! @canberraDate
      expiryDate: String @canberraDate
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
    articleType: str(n.field_article_type) === 'blog' ? 'blog' : 'news',
    publishDate: localDate(n.field_publish_date) ?? localDate(n.created) ?? '1970-01-01',
    expiryDate: localDate(n.field_expiry_date),
    summary: plainText(n.field_summary),
    body: richText(n.body, ctx),
    thumbnail: image(n, 'field_thumbnail'),
    banner: image(n, 'field_banner'),
    metaImage: image(n, 'field_meta_image'),
    metaDescription: str(n.field_meta_description),
  }),
  route: { template: 'article', pattern: /^\/whats-on\/(news|blog)\/[^/]+\/$/ },
  search: {
    type: 'NewsBlog',
    fields: 'id title path articleType summary body metaDescription publishDate expiryDate',
    // Left out when published after the build's day or expired before it; dates not indexed.
    entry: ({ publishDate, expiryDate, ...n }, today) =>
      isArticleVisible(
        {
          articleType: n.articleType as string,
          publishDate: publishDate as string,
          expiryDate: expiryDate as string | null,
        },
        today,
      )
        ? { ...n, type: 'NewsBlog' }
        : null,
  },
})
