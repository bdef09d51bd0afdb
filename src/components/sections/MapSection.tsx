import React from 'react'
import { graphql } from 'gatsby'
import { RichText } from '../common/RichText'
import { MAP_IFRAME_REFERRER_POLICY, MAP_IFRAME_SANDBOX } from '../../lib/embeds'
import * as S from './MapSection.styles'

/**
 * Map block: embedded map (an iframe with a title), heading and rich text, optionally
 * reversed. The address was checked against MAP_EMBED_HOSTS at build time (gatsby/source/mapping.ts);
 * the frame is sandboxed and sends no more than the site's origin as referrer.
 */
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
              referrerPolicy={MAP_IFRAME_REFERRER_POLICY}
              sandbox={MAP_IFRAME_SANDBOX}
              allowFullScreen
            />
          </S.MapFrame>
        )}
      </S.Grid>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionMapFields on SectionMap {
    id
    heading
    text
    embedUrl
    reversed
  }
`
