import React, { Suspense } from 'react'
import { graphql } from 'gatsby'
import { TextSection } from './TextSection'
import { TextImageSection } from './TextImageSection'
import { SpacerSection } from './SpacerSection'

import { onDemand } from '../common/onDemand'

// Text sections are in every page's first screen and tiny: they ship with the page. Every
// other section type is its own chunk, fetched only by pages that have one (the server
// render still holds its full markup; it hydrates when its chunk arrives).
const IconGridSection = onDemand(() => import('./IconGridSection'), 'IconGridSection')
const CategoryPillarsSection = onDemand(
  () => import('./CategoryPillarsSection'),
  'CategoryPillarsSection',
)
const LatestOffersSection = onDemand(() => import('./LatestOffersSection'), 'LatestOffersSection')
const ArticlesTeaserSection = onDemand(
  () => import('./ArticlesTeaserSection'),
  'ArticlesTeaserSection',
)
const GiftGuideSection = onDemand(() => import('./GiftGuideSection'), 'GiftGuideSection')
const EmbeddedFormSection = onDemand(() => import('./EmbeddedFormSection'), 'EmbeddedFormSection')
const HeroSliderSection = onDemand(() => import('./HeroSliderSection'), 'HeroSliderSection')
const StoreSearchSection = onDemand(() => import('./StoreSearchSection'), 'StoreSearchSection')
const ButtonsSection = onDemand(() => import('./ButtonsSection'), 'ButtonsSection')
const ImageTileSection = onDemand(() => import('./ImageTileSection'), 'ImageTileSection')
const StoreInfoSection = onDemand(() => import('./StoreInfoSection'), 'StoreInfoSection')
const EventsPreviewSection = onDemand(
  () => import('./EventsPreviewSection'),
  'EventsPreviewSection',
)
const StoreTilesSection = onDemand(() => import('./StoreTilesSection'), 'StoreTilesSection')
const GiftPromoSection = onDemand(() => import('./GiftPromoSection'), 'GiftPromoSection')
const LatestNewsSection = onDemand(() => import('./LatestNewsSection'), 'LatestNewsSection')
const InstagramBannerSection = onDemand(
  () => import('./InstagramBannerSection'),
  'InstagramBannerSection',
)
const MapSection = onDemand(() => import('./MapSection'), 'MapSection')
const ListingSection = onDemand(() => import('./ListingSection'), 'ListingSection')
const FaqSection = onDemand(() => import('./FaqSection'), 'FaqSection')
const CentreMapSection = onDemand(() => import('./CentreMapSection'), 'CentreMapSection')

type SectionData = Queries.SectionsFragment

/**
 * A component per section type, each taking what a query result `Data` (a union over
 * `__typename`) holds for its type: only what that type's spread fragment asks for.
 */
export type SectionComponents<Data extends { readonly __typename: string }> = {
  [T in Data['__typename']]: React.ComponentType<{
    section: Extract<Data, { readonly __typename: T }>
    first?: boolean
  }>
}

/**
 * One map from section (Drupal paragraph) type to component, typed per type from the page
 * query's own result: a type without a component, a component whose props ask for more than
 * the query gives, or a type whose fields fragment is not spread in `Sections` below (its
 * result is then only `__typename` and `id`) fails the typecheck.
 */
const sectionMap: SectionComponents<SectionData> = {
  SectionText: TextSection,
  SectionTextImage: TextImageSection,
  SectionIconGrid: IconGridSection,
  SectionCategoryPillars: CategoryPillarsSection,
  SectionLatestOffers: LatestOffersSection,
  SectionArticlesTeaser: ArticlesTeaserSection,
  SectionGiftGuide: GiftGuideSection,
  SectionEmbeddedForm: EmbeddedFormSection,
  SectionHeroSlider: HeroSliderSection,
  SectionStoreSearch: StoreSearchSection,
  SectionButtons: ButtonsSection,
  SectionImageTile: ImageTileSection,
  SectionStoreInfo: StoreInfoSection,
  SectionSpacer: SpacerSection,
  SectionEventsPreview: EventsPreviewSection,
  SectionStoreTiles: StoreTilesSection,
  SectionGiftPromo: GiftPromoSection,
  SectionLatestNews: LatestNewsSection,
  SectionInstagramBanner: InstagramBannerSection,
  SectionMap: MapSection,
  SectionListing: ListingSection,
  SectionFaq: FaqSection,
  SectionCentreMap: CentreMapSection,
}

export function Sections({ sections }: { sections: readonly SectionData[] }) {
  return (
    <>
      {sections.map((section, index) => {
        // Each entry takes its own type's data; TypeScript cannot narrow the map by the value.
        const Component = sectionMap[section.__typename] as
          React.ComponentType<{ section: SectionData; first?: boolean }> | undefined
        if (!Component) {
          // Warn at build (server render) and in development; render nothing.
          if (typeof window === 'undefined' || process.env.NODE_ENV !== 'production') {
            console.warn(`No component for section type ${section.__typename}`)
          }
          return null
        }
        return (
          <Suspense key={section.id} fallback={null}>
            {/* `first`: the page's first section may hold its largest first-screen image. */}
            <Component section={section} first={index === 0} />
          </Suspense>
        )
      })}
    </>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment Sections on Section {
    __typename
    ... on Node {
      id
    }
    ... on SectionText {
      ...SectionTextFields
    }
    ... on SectionTextImage {
      ...SectionTextImageFields
    }
    ... on SectionIconGrid {
      ...SectionIconGridFields
    }
    ... on SectionCategoryPillars {
      ...SectionCategoryPillarsFields
    }
    ... on SectionLatestOffers {
      ...SectionLatestOffersFields
    }
    ... on SectionArticlesTeaser {
      ...SectionArticlesTeaserFields
    }
    ... on SectionGiftGuide {
      ...SectionGiftGuideFields
    }
    ... on SectionEmbeddedForm {
      ...SectionEmbeddedFormFields
    }
    ... on SectionHeroSlider {
      ...SectionHeroSliderFields
    }
    ... on SectionStoreSearch {
      ...SectionStoreSearchFields
    }
    ... on SectionListing {
      ...SectionListingFields
    }
    ... on SectionButtons {
      ...SectionButtonsFields
    }
    ... on SectionImageTile {
      ...SectionImageTileFields
    }
    ... on SectionStoreInfo {
      ...SectionStoreInfoFields
    }
    ... on SectionSpacer {
      ...SectionSpacerFields
    }
    ... on SectionEventsPreview {
      ...SectionEventsPreviewFields
    }
    ... on SectionStoreTiles {
      ...SectionStoreTilesFields
    }
    ... on SectionGiftPromo {
      ...SectionGiftPromoFields
    }
    ... on SectionLatestNews {
      ...SectionLatestNewsFields
    }
    ... on SectionInstagramBanner {
      ...SectionInstagramBannerFields
    }
    ... on SectionMap {
      ...SectionMapFields
    }
    ... on SectionFaq {
      ...SectionFaqFields
    }
    ... on SectionCentreMap {
      ...SectionCentreMapFields
    }
  }
`
