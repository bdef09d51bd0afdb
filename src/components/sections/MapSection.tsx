import React from 'react'
import { graphql } from 'gatsby'
import { RichText } from '../common/RichText'
import * as S from './MapSection.styles'

/** Map block: embedded map (an iframe with a title), heading and rich text, optionally reversed. */
export function MapSection({ section }: { section: Queries.SectionMapFieldsFragment }) {
  const headingId = `map-${section.id}`
  return (
    <S.Band aria-labelledby={section.heading ? headingId : undefined} data-map-block="">
      <S.Grid $reversed={section.reversed}>
        <S.Text>
          {section.heading && <h2 id={headingId}>{section.heading}</h2>}
          <RichText html={section.text} />
        </S.Text>
        {section.embedUrl && (
          <S.MapFrame>
            <iframe
              src={section.embedUrl}
              title={section.heading ? `Map: ${section.heading}` : 'Map of the centre'}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              allowFullScreen
            />
          </S.MapFrame>
        )}
      </S.Grid>
    </S.Band>
  )
}

export const fragment = graphql`
  fragment SectionMapFields on SectionMap {
    id
    heading
    text
    embedUrl
    reversed
  }
`
