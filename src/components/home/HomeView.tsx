import React from 'react'
import { graphql } from 'gatsby'
import { Sections } from '../sections/Sections'
import { HeroSlides } from './HeroSlides'

/** Home: the carousel slides (filtered by date at display time), then every content block. */
export function HomeView({ home }: { home: Queries.HomeViewFragment }) {
  return (
    <>
      <h1 className="visually-hidden">{home.title}</h1>
      <HeroSlides slides={home.slides} label="Highlights" />
      <Sections sections={home.sections} />
    </>
  )
}

export const fragment = graphql`
  fragment HomeView on Homepage {
    id
    title
    slides {
      ...HeroSlide
    }
    sections {
      ...Sections
    }
  }
`
