import React from 'react'
import { graphql } from 'gatsby'
import { storesCategoryUrl } from '../../lib/links'
import { SmartLink } from '../common/SmartLink'
import * as S from './CategoryPillarsSection.styles'

/** The four shop-by-category pillars; tile images are static (static/images/pillars/). */
export const PILLARS = ['sport', 'family', 'fashion', 'home'] as const
export type Pillar = (typeof PILLARS)[number]
export const PILLAR_LABELS: Record<Pillar, string> = {
  sport: 'Sport',
  family: 'Family',
  fashion: 'Fashion',
  home: 'Home',
}
export const pillarImage = (pillar: Pillar) => `/images/pillars/${pillar}.jpg`

type Tid = { tid: number; name?: string | null } | null | undefined

/** One pillar tile: image and label linking to the store directory for its category. */
export function PillarTile({ pillar, category }: { pillar: Pillar; category: Tid }) {
  return (
    <S.Tile data-pillar={pillar}>
      <SmartLink to={storesCategoryUrl(category?.tid)}>
        <img src={pillarImage(pillar)} alt="" width={600} height={600} loading="lazy" />
        <S.Label>{PILLAR_LABELS[pillar]}</S.Label>
      </SmartLink>
    </S.Tile>
  )
}

/**
 * Shop by category: sport, family, fashion and home tiles linking to /stores?category={tid}
 * (or /stores without a tid), plus a 'find a store' link to /stores.
 */
export function CategoryPillarsSection({
  section,
}: {
  section: Queries.SectionCategoryPillarsFieldsFragment
}) {
  return (
    <S.Band>
      <S.Inner>
        <S.Head>
          {section.heading && <h2>{section.heading}</h2>}
          <SmartLink to="/stores/">Find a store</SmartLink>
        </S.Head>
        <S.Grid>
          {PILLARS.map((pillar) => (
            <PillarTile key={pillar} pillar={pillar} category={section[pillar]} />
          ))}
        </S.Grid>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionCategoryPillarsFields on SectionCategoryPillars {
    heading
    sport {
      tid
      name
    }
    family {
      tid
      name
    }
    fashion {
      tid
      name
    }
    home {
      tid
      name
    }
  }
`
