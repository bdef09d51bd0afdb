import React from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { Sections } from '../sections/Sections'
import { Listing } from '../listings/Listing'
import type { Listing as ListingKind } from '../../../gatsby/page-needs'
import * as S from '../detail/Detail.styles'

/** Generic content page: banner image, uppercase title, typed content sections. */
export function PageView({
  page,
  listing = null,
}: {
  page: Queries.PageViewFragment
  listing?: ListingKind | null
}) {
  return (
    <>
      {page.banner && (
        <S.Banner>
          <CmsImage image={page.banner} priority />
        </S.Banner>
      )}
      <S.Body>
        <S.Title>{page.title}</S.Title>
      </S.Body>
      <Listing kind={listing} />
      <Sections sections={page.sections} />
    </>
  )
}

export const fragment = graphql`
  fragment PageView on Page {
    id
    title
    path
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
    sections {
      ...Sections
    }
  }
`
