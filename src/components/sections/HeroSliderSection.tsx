import React from 'react'
import { graphql } from 'gatsby'

/** SectionHeroSlider section. Built by issue #3; renders nothing until then. */
export function HeroSliderSection(_props: { section: Queries.SectionHeroSliderFieldsFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionHeroSliderFields on SectionHeroSlider {
    slides {
      id
    }
  }
`
