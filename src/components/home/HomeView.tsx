import React, { Suspense } from 'react'
import { graphql } from 'gatsby'
import { Sections } from '../sections/Sections'
import { onDemand } from '../common/onDemand'

// The slides' markup (and their first image) is in the server render; the carousel's code
// follows on demand (see common/onDemand).
const HeroSlides = onDemand(() => import('./HeroSlides'), 'HeroSlides')

/** Home: the carousel slides (filtered by date at display time), then every content block. */
export function HomeView({ home }: { home: Queries.HomeViewFragment }) {
  return (
    <>
      <h1 className="visually-hidden">{home.title}</h1>
      <Suspense fallback={null}>
        <HeroSlides slides={home.slides} label="Highlights" />
      </Suspense>
      <Sections sections={home.sections} />
    </>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
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
