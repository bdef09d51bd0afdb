/**
 * The content-type registry: every Drupal bundle the site shows, one module each. What the
 * build knows about a bundle is in its module (see ./types.ts); everything else derives from
 * this list. Adding a type: docs/extending.md. The recipe test (registry.test.ts) fails when
 * the Drupal recipe defines a bundle that is neither here nor in IGNORED_BUNDLES.
 */
import type { ContentType } from './types'
import store from './store'
import gift from './gift'
import offer from './offer'
import article from './article'
import event from './event'
import jobListing from './job-listing'
import page from './page'
import homepage from './homepage'
import category from './category'
import recipient from './recipient'
import menuLink from './menu-link'
import openingHours from './opening-hours'
import siteSettings from './site-settings'
import holiday from './paragraphs/holiday'
import slide from './paragraphs/slide'
import iconItem from './paragraphs/icon-item'
import buttonTile from './paragraphs/button-tile'
import giftPromoCategory from './paragraphs/gift-promo-category'
import mapLevel from './paragraphs/map-level'
import text from './sections/text'
import textImage from './sections/text-image'
import iconGrid from './sections/icon-grid'
import categoryPillars from './sections/category-pillars'
import latestOffers from './sections/latest-offers'
import articlesTeaser from './sections/articles-teaser'
import giftGuide from './sections/gift-guide'
import embeddedForm from './sections/embedded-form'
import heroSlider from './sections/hero-slider'
import storeSearch from './sections/store-search'
import buttonSection from './sections/button-section'
import imageTile from './sections/image-tile'
import storeInfo from './sections/store-info'
import spacer from './sections/spacer'
import eventsPreview from './sections/events-preview'
import storeTiles from './sections/store-tiles'
import giftPromo from './sections/gift-promo'
import latestNews from './sections/latest-news'
import instagramBanner from './sections/instagram-banner'
import mapBlock from './sections/map-block'
import listing from './sections/listing'
import faq, { faqItem } from './sections/faq'
import centreMap from './sections/centre-map'

export const CONTENT_TYPES: readonly ContentType[] = [
  // Content with a page of its own
  store,
  gift,
  offer,
  article,
  event,
  jobListing,
  page,
  homepage,
  // Vocabularies, menus and blocks
  category,
  recipient,
  menuLink,
  openingHours,
  siteSettings,
  // Paragraphs inside other content
  holiday,
  slide,
  iconItem,
  buttonTile,
  giftPromoCategory,
  faqItem,
  mapLevel,
  // Sections: what an editor places in a page's or the homepage's content
  text,
  textImage,
  iconGrid,
  categoryPillars,
  latestOffers,
  articlesTeaser,
  giftGuide,
  embeddedForm,
  heroSlider,
  storeSearch,
  buttonSection,
  imageTile,
  storeInfo,
  spacer,
  eventsPreview,
  storeTiles,
  giftPromo,
  latestNews,
  instagramBanner,
  mapBlock,
  listing,
  faq,
  centreMap,
]

/**
 * Bundles the recipe defines that the site deliberately does not show, each with its reason
 * (gatsby-source-drupal does not fetch them: gatsby/source/drupal-types.cjs).
 */
export const IGNORED_BUNDLES: Readonly<Record<string, string>> = {}

/** Each type by its gatsby-source-drupal node type. */
export const BY_DRUPAL_TYPE: ReadonlyMap<string, ContentType> = new Map(
  CONTENT_TYPES.map((type) => [type.drupal, type]),
)

/** Each type by its domain type. */
export const BY_DOMAIN_TYPE: ReadonlyMap<string, ContentType> = new Map(
  CONTENT_TYPES.map((type) => [type.domain, type]),
)

type With<K extends keyof ContentType> = ContentType & Required<Pick<ContentType, K>>
const having = <K extends keyof ContentType>(key: K) =>
  CONTENT_TYPES.filter((type): type is With<K> => type[key] !== undefined)

/** Types with a page of their own. */
export const ROUTED_TYPES = having('route')
/** Types an editor can place in content (`union Section`). */
export const SECTION_TYPES = having('section')
/** Types the site search indexes. */
export const SEARCHED_TYPES = having('search')
/** Types listed on the page of the store they name. */
export const STORE_LISTED_TYPES = having('storeList')

/**
 * Every domain type's SDL, and the Section union of the section types (gatsby/schema/schema.ts adds
 * the shared types).
 */
export const contentTypeDefs = (): string =>
  [
    ...CONTENT_TYPES.map((type) => type.typeDefs),
    `union Section = ${SECTION_TYPES.map((type) => type.domain).join(' | ')}`,
  ].join('\n')
