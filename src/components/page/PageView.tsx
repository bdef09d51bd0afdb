import React from 'react'
import { graphql } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { Sections } from '../sections/Sections'
import * as S from '../detail/Detail.styles'

/**
 * Generic content page: banner image, uppercase title, typed content sections (listings are
 * sections too, placed by the editor).
 */
export function PageView({ page }: { page: Queries.PageViewFragment }) {
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
      <Sections sections={page.sections} />
    </>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
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
