/**
 * Domain types: what templates and components query. Drupal's `field_*` names never leave
 * gatsby/mapping.ts. Every field is declared, so a field that is null in every item (or a
 * type with no items at all) never breaks a query. See docs/content-model.md.
 */

/** Section (paragraph) node types that can appear in a page's or the homepage's content. */
const SECTION_TYPES = [
  'SectionTextImage',
  'SectionText',
  'SectionIconGrid',
  'SectionCategoryPillars',
  'SectionLatestOffers',
  'SectionArticlesTeaser',
  'SectionGiftGuide',
  'SectionEmbeddedForm',
  'SectionHeroSlider',
  'SectionStoreSearch',
  'SectionButtons',
  'SectionImageTile',
  'SectionStoreInfo',
  'SectionSpacer',
  'SectionEventsPreview',
  'SectionStoreTiles',
  'SectionGiftPromo',
  'SectionLatestNews',
  'SectionInstagramBanner',
  'SectionMap',
  'SectionListing',
] as const

export type SectionTypeName = (typeof SECTION_TYPES)[number]

export const typeDefs = /* GraphQL */ `
  type CmsImage {
    alt: String
    width: Int
    height: Int
    "Absolute URL of the original file on the CMS"
    url: String
    "The downloaded file (use childImageSharp.gatsbyImageData)"
    localFile: File
  }

  type Link {
    url: String!
    title: String
  }

  type Category implements Node @dontInfer {
    tid: Int!
    name: String!
    weight: Int!
    parentCategory: Category @link
    "0 for a top-level category"
    parentTid: Int!
  }

  type RecipientCategory implements Node @dontInfer {
    tid: Int!
    name: String!
    weight: Int!
  }

  interface ContentItem {
    id: ID!
    title: String!
    path: String!
  }

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

  "What a store page lists of other content (gatsby/store-links.ts): one per store"
  type StoreLinks implements Node @dontInfer {
    store: Store! @link
    offers: [Offer!]! @link
    gifts: [Gift!]! @link
    similarStores: [Store!]! @link
  }

  type Gift implements Node & ContentItem @dontInfer {
    drupalId: String!
    nid: Int
    title: String!
    path: String!
    description: String
    image: CmsImage
    price: Float!
    originalPrice: Float
    recipients: [RecipientCategory!]! @link
    categories: [Category!]! @link
    store: Store @link
  }

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

  type Slide implements Node @dontInfer {
    image: CmsImage
    mobileImage: CmsImage
    link: Link
    "Screen-reader text"
    text: String
    publishDate: String
    expiryDate: String
  }

  type MenuItemCallout {
    title: String
    url: String
    image: CmsImage
  }

  type MenuItem implements Node @dontInfer {
    drupalId: String!
    menu: String!
    title: String!
    url: String
    weight: Int!
    "drupalId of the parent item, null at the top level"
    parentId: String
    callout: MenuItemCallout
  }

  type Holiday implements Node @dontInfer {
    name: String!
    date: String! @canberraDate
    hours: String
    closed: Boolean!
  }

  type OpeningHours implements Node @dontInfer {
    defaultHours: String!
    holidays: [Holiday!]! @link
  }

  type SiteSettings implements Node @dontInfer {
    siteName: String!
    phone: String
    email: String
    address: String
    facebookUrl: String
    instagramUrl: String
    newsletterUrl: String
    kidsClubUrl: String
    "Published URL of the centre map PDF"
    centreMapUrl: String
    acknowledgement: String
    inclusion: String
  }

  union Section = ${SECTION_TYPES.join(' | ')}

  type SectionTextImage implements Node @dontInfer {
    heading: String
    text: String
    image: CmsImage
    reversed: Boolean!
    background: String!
  }
  type SectionText implements Node @dontInfer {
    text: String
    anchor: String
  }
  type IconItem implements Node @dontInfer {
    icon: String!
    heading: String!
    detail: String
  }
  type SectionIconGrid implements Node @dontInfer {
    heading: String
    items: [IconItem!]! @link
  }
  type SectionCategoryPillars implements Node @dontInfer {
    heading: String
    sport: Category @link
    family: Category @link
    fashion: Category @link
    home: Category @link
  }
  type SectionLatestOffers implements Node @dontInfer {
    heading: String
  }
  type SectionArticlesTeaser implements Node @dontInfer {
    heading: String
    articleTypes: [String!]!
  }
  type SectionGiftGuide implements Node @dontInfer {
    heading: String
    categories: [Category!]! @link
    recipients: [RecipientCategory!]! @link
  }
  type SectionEmbeddedForm implements Node @dontInfer {
    formName: String
    formId: String
  }
  type SectionHeroSlider implements Node @dontInfer {
    slides: [Slide!]! @link
  }
  type SectionStoreSearch implements Node @dontInfer {
    heading: String
  }
  "A listing an editor places in a page: offers, whatsOn, jobs or tradingHours."
  type SectionListing implements Node @dontInfer {
    kind: String!
  }
  type ButtonTile implements Node @dontInfer {
    title: String
    subheading: String
    link: Link
    colour: String
    big: Boolean!
    image: CmsImage
  }
  type SectionButtons implements Node @dontInfer {
    size: String!
    buttons: [ButtonTile!]! @link
  }
  type SectionImageTile implements Node @dontInfer {
    image: CmsImage
    caption: String
    link: Link
  }
  type SectionStoreInfo implements Node @dontInfer {
    heading: String
    text: String
    mapLink: Link
  }
  type SectionSpacer implements Node @dontInfer {
    colour: String!
  }
  type SectionEventsPreview implements Node @dontInfer {
    heading: String
  }
  type SectionStoreTiles implements Node @dontInfer {
    sport: Category @link
    fashion: Category @link
    home: Category @link
    family: Category @link
  }
  type GiftPromoTile implements Node @dontInfer {
    title: String
    recipient: RecipientCategory @link
    image: CmsImage
  }
  type SectionGiftPromo implements Node @dontInfer {
    heading: String
    giftPage: Link
    tiles: [GiftPromoTile!]! @link
  }
  type SectionLatestNews implements Node @dontInfer {
    heading: String
    articleTypes: [String!]!
  }
  type SectionInstagramBanner implements Node @dontInfer {
    heading: String
    text: String
  }
  type SectionMap implements Node @dontInfer {
    heading: String
    text: String
    embedUrl: String
    reversed: Boolean!
  }
`
