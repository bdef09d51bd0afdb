import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './StoreCard.styles'

export { Grid as StoreGrid } from './StoreCard.styles'

/**
 * A store card (store directory, similar stores, search results): the 400x400 thumbnail and
 * the title; the whole card links to the store page.
 */
export function StoreCard({
  store,
  headingLevel = 'h3',
}: {
  store: Queries.StoreCardFragment
  headingLevel?: 'h2' | 'h3' | 'h4'
}) {
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="store-card">
      <S.Thumb ref={media}>
        {/* The title names the link; the thumbnail (usually the shop front) is decorative. */}
        <CmsImage image={store.thumbnail ? { ...store.thumbnail, alt: '' } : null} />
      </S.Thumb>
      <S.Title as={headingLevel}>
        <Link to={store.path}>{store.title}</Link>
      </S.Title>
    </S.Card>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment StoreCard on Store {
    id
    title
    path
    thumbnail {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 400, height: 400, layout: CONSTRAINED, placeholder: DOMINANT_COLOR)
        }
      }
    }
  }
`
