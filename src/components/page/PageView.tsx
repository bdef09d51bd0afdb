import React from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { Sections } from '../sections/Sections'
import { Listing } from '../listings/Listing'
import { splitIntro } from '../../lib/sections'
import type { Listing as ListingKind } from '../../../gatsby/page-needs'
import * as S from '../detail/Detail.styles'

/** Generic content page: banner image, uppercase title, typed content sections (and a listing). */
export function PageView({
  page,
  listing = null,
}: {
  page: Queries.PageViewFragment
  listing?: ListingKind | null
}) {
  // On listing routes the page's introductory text comes first, then the listing.
  const { intro, rest } = listing ? splitIntro(page.sections) : { intro: [], rest: page.sections }
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
      <Sections sections={intro} />
      <Listing kind={listing} />
      <Sections sections={rest} />
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
