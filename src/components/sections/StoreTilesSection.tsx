import React from 'react'
import { graphql } from 'gatsby'
import { SmartLink } from '../common/SmartLink'
import { PillarTile } from './CategoryPillarsSection'
import * as S from './CategoryPillarsSection.styles'

const ORDER = ['sport', 'fashion', 'home', 'family'] as const

/** Home: store tiles for sport, fashion, home and family, each to its store category. */
export function StoreTilesSection({
  section,
}: {
  section: Queries.SectionStoreTilesFieldsFragment
}) {
  return (
    <S.Band aria-labelledby={`store-tiles-${section.id}`}>
      <S.Inner>
        <S.Head>
          <h2 id={`store-tiles-${section.id}`}>Shop by category</h2>
          <SmartLink to="/stores/">Find a store</SmartLink>
        </S.Head>
        <S.Grid data-store-tiles="">
          {ORDER.map((pillar) => (
            <PillarTile key={pillar} pillar={pillar} category={section[pillar]} />
          ))}
        </S.Grid>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionStoreTilesFields on SectionStoreTiles {
    id
    sport {
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
    family {
      tid
      name
    }
  }
`
