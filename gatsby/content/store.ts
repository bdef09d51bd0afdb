import { imageSrc } from '../../src/lib/image'
import { defineContentType } from './types'
import { type DrupalNode, str, bool, richText, image, refs, refIds, common } from './fields'

export default defineContentType({
  drupal: 'node__store',
  domain: 'Store',
  typeDefs: /* GraphQL */ `
    type Store implements Node & ContentItem @dontInfer {
      drupalId: String!
      nid: Int
      title: String!
      path: String!
      slug: String!
      about: String
      categories: [Category!]! @link
      thumbnail: CmsImage
      banner: CmsImage
      logo: CmsImage
      map: CmsImage
      website: String
      phone: String
      giftCards: Boolean!
      shopNumber: String
      metaDescription: String
      "Offers of this store (all, visible or not: visibility is a rule in src/lib)"
      offers: [Offer!]!
      gifts: [Gift!]!
    }
    "What a store page lists of other content (gatsby/content/store-links.ts): one per store"
    type StoreLinks implements Node @dontInfer {
      store: Store! @link
      offers: [Offer!]! @link
      gifts: [Gift!]! @link
      similarStores: [Store!]! @link
    }
  `,
  map: (n, ctx) => {
    const base = common(n)
    return {
      ...base,
      slug: base.path.replace(/\/$/, '').split('/').pop() ?? '',
      about: richText(n.body, ctx),
      categories: refs(n, 'field_category', ctx),
      thumbnail: image(n, 'field_thumbnail'),
      banner: image(n, 'field_banner'),
      logo: image(n, 'field_logo'),
      map: image(n, 'field_store_map'),
      website: str(n.field_website)?.trim() ?? null,
      phone: str(n.field_phone)?.trim() ?? null,
      giftCards: bool(n.field_gift_cards),
      shopNumber: str(n.field_shop_number),
      metaDescription: str(n.field_meta_description),
    }
  },
  /** Gatsby ids of its categories' Drupal terms: similar stores share one (gatsby/content/store-links.ts). */
  categories: (n: DrupalNode) => refIds(n, 'field_category'),
  route: {
    template: 'store',
    pattern: /^\/stores\/[^/]+\/$/,
    required: { none: 'No stores were sourced', lacking: 'its store directory' },
  },
  search: {
    type: 'Store',
    fields: `id title path about shopNumber phone website metaDescription categories { name }
      thumbnail { localFile { childImageSharp {
        gatsbyImageData(width: 200, height: 200, layout: FIXED, placeholder: NONE, formats: [AUTO])
      } } }`,
    // The thumbnail is shown beside the result, not searched.
    entry: ({ thumbnail, ...n }) => ({
      ...n,
      type: 'Store',
      thumb:
        imageSrc(
          (thumbnail as { localFile?: { childImageSharp?: { gatsbyImageData?: unknown } } } | null)
            ?.localFile?.childImageSharp?.gatsbyImageData,
        ) ?? null,
    }),
  },
})
