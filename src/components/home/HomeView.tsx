import React from 'react'
import { graphql } from 'gatsby'
import { Sections } from '../sections/Sections'
import * as S from '../detail/Detail.styles'

export function HomeView({ home }: { home: Queries.HomeViewFragment }) {
  return (
    <>
      <S.Body>
        <h1 className="visually-hidden">{home.title}</h1>
      </S.Body>
      <Sections sections={home.sections} />
    </>
  )
}

export const fragment = graphql`
  fragment HomeView on Homepage {
    id
    title
    sections {
      ...Sections
    }
  }
`
