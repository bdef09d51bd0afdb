import React from 'react'
import { graphql } from 'gatsby'
import styled from '../../styles/styled'
import { Container } from '../layout/Layout.styles'
import { RichText } from '../common/RichText'

const Wrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
`

export function TextSection({ section }: { section: Queries.SectionTextFieldsFragment }) {
  return (
    <Wrap as="section" id={section.anchor ?? undefined}>
      <RichText html={section.text} />
    </Wrap>
  )
}

export const fragment = graphql`
  fragment SectionTextFields on SectionText {
    text
    anchor
  }
`
