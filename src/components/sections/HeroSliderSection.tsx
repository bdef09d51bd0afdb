import React from 'react'
import { graphql } from 'gatsby'
import { HeroSlides } from '../home/HeroSlides'
import * as S from './HeroSliderSection.styles'

/** Hero slider section: the same slider as the home carousel, inside the page. */
export function HeroSliderSection({
  section,
}: {
  section: Queries.SectionHeroSliderFieldsFragment
}) {
  if (!section.slides.length) return null
  return (
    <S.Wrap>
      <HeroSlides slides={section.slides} label="Featured" />
    </S.Wrap>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionHeroSliderFields on SectionHeroSlider {
    slides {
      ...HeroSlide
    }
  }
`
