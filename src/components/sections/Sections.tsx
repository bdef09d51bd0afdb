import React from 'react'
import { graphql } from 'gatsby'
import { TextSection } from './TextSection'
import { TextImageSection } from './TextImageSection'

type SectionData = Queries.SectionsFragment
type SectionTypename = SectionData['__typename']

/**
 * One map from section (Drupal paragraph) type to component. The `satisfies` clause makes
 * it exhaustive: adding a type to the schema without a component fails the typecheck.
 * `null` marks sections whose components are built by later issues (they render nothing).
 */
const sectionMap = {
  SectionText: TextSection,
  SectionTextImage: TextImageSection,
  SectionIconGrid: null,
  SectionCategoryPillars: null,
  SectionLatestOffers: null,
  SectionArticlesTeaser: null,
  SectionGiftGuide: null,
  SectionEmbeddedForm: null,
  SectionHeroSlider: null,
  SectionStoreSearch: null,
  SectionButtons: null,
  SectionImageTile: null,
  SectionStoreInfo: null,
  SectionSpacer: null,
  SectionEventsPreview: null,
  SectionStoreTiles: null,
  SectionGiftPromo: null,
  SectionLatestNews: null,
  SectionInstagramBanner: null,
  SectionMap: null,
} satisfies Record<SectionTypename, React.ComponentType<{ section: never }> | null>

export function Sections({ sections }: { sections: readonly SectionData[] }) {
  return (
    <>
      {sections.map((section) => {
        const Component = sectionMap[section.__typename] as React.ComponentType<{
          section: SectionData
        }> | null
        if (!Component) {
          if (process.env.NODE_ENV !== 'production') {
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
  }
`
