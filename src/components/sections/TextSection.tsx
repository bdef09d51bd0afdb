import React from 'react'
import { graphql } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'
import { RichText } from '../common/RichText'

const Wrap = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

export function TextSection({ section }: { section: Queries.SectionTextFieldsFragment }) {
  return (
    <Wrap as="section" id={section.anchor ?? undefined}>
      <RichText html={section.text} />
    </Wrap>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionTextFields on SectionText {
    text
    anchor
  }
`
