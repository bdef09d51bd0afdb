import React from 'react'
import { graphql } from 'gatsby'
import { TextSection } from './TextSection'
import { TextImageSection } from './TextImageSection'
import { IconGridSection } from './IconGridSection'
import { CategoryPillarsSection } from './CategoryPillarsSection'
import { LatestOffersSection } from './LatestOffersSection'
import { ArticlesTeaserSection } from './ArticlesTeaserSection'
import { GiftGuideSection } from './GiftGuideSection'
import { EmbeddedFormSection } from './EmbeddedFormSection'
import { HeroSliderSection } from './HeroSliderSection'
import { StoreSearchSection } from './StoreSearchSection'
import { ButtonsSection } from './ButtonsSection'
import { ImageTileSection } from './ImageTileSection'
import { StoreInfoSection } from './StoreInfoSection'
import { SpacerSection } from './SpacerSection'
import { EventsPreviewSection } from './EventsPreviewSection'
import { StoreTilesSection } from './StoreTilesSection'
import { GiftPromoSection } from './GiftPromoSection'
import { LatestNewsSection } from './LatestNewsSection'
import { InstagramBannerSection } from './InstagramBannerSection'
import { MapSection } from './MapSection'

type SectionData = Queries.SectionsFragment
type SectionTypename = SectionData['__typename']

/**
 * One map from section (Drupal paragraph) type to component. The `satisfies` clause makes
 * it exhaustive: adding a type to the schema without a component fails the typecheck.
 */
const sectionMap = {
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
} satisfies Record<SectionTypename, React.ComponentType<{ section: never }>>

export function Sections({ sections }: { sections: readonly SectionData[] }) {
  return (
    <>
      {sections.map((section) => {
        const Component = sectionMap[section.__typename] as React.ComponentType<{
          section: SectionData
        }> | null
        if (!Component) {
          // Warn at build (server render) and in development; render nothing.
          if (typeof window === 'undefined' || process.env.NODE_ENV !== 'production') {
            console.warn(`No component for section type ${section.__typename}`)
          }
          return null
        }
        return <Component key={section.id} section={section} />
      })}
    </>
  )
}

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
  }
`
