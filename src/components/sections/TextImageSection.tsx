import React from 'react'
import { graphql } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'
import { RichText } from '../common/RichText'
import { CmsImage } from '../common/CmsImage'

const Band = styled.section<{ $grey: boolean }>`
  background: ${({ $grey }) => ($grey ? theme.colors.surfaceAlt : theme.colors.surface)};
  padding: ${theme.space.xxl} 0;
`

const Grid = styled(Container)<{ $reversed: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${mq('md')} {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      order: ${({ $reversed }) => ($reversed ? 2 : 0)};
    }
  }
`

export function TextImageSection({
  section,
  first = false,
}: {
  section: Queries.SectionTextImageFieldsFragment
  /** The page's first section: its image may be the largest of the first screen. */
  first?: boolean
}) {
  return (
    <Band $grey={section.background === 'grey'}>
      <Grid $reversed={section.reversed}>
        <div>
          {section.heading && <h2>{section.heading}</h2>}
          <RichText html={section.text} />
        </div>
        {section.image && <CmsImage image={section.image} priority={first} />}
      </Grid>
    </Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionTextImageFields on SectionTextImage {
    heading
    text
    reversed
    background
    image {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 720)
        }
      }
    }
  }
`
