import React from 'react'
import { graphql } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

const COLOURS: Record<string, string> = {
  grey: '#f3f2ef',
  white: '#ffffff',
  transparent: 'transparent',
}

const Spacer = styled.div<{ $colour: string }>`
  height: ${theme.space.xxl};
  background: ${({ $colour }) => $colour};
`

/** Spacer: an empty band, grey, white or transparent. */
export function SpacerSection({ section }: { section: Queries.SectionSpacerFieldsFragment }) {
  const colour = section.colour in COLOURS ? section.colour : 'transparent'
  return <Spacer aria-hidden="true" data-spacer={colour} $colour={COLOURS[colour]} />
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionSpacerFields on SectionSpacer {
    colour
  }
`
