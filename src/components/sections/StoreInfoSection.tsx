import React from 'react'
import { graphql, Link } from 'gatsby'
import { Icon } from '../common/Icon'
import { RichText } from '../common/RichText'
import { SmartLink } from '../common/SmartLink'
import { OpeningHoursMessage } from '../layout/OpeningHoursStatus'
import * as S from './StoreInfoSection.styles'

/** Quick store information: heading, text, today's hours and the centre map link. */
export function StoreInfoSection({ section }: { section: Queries.SectionStoreInfoFieldsFragment }) {
  const headingId = `store-info-${section.id}`
  return (
    <S.Band aria-labelledby={section.heading ? headingId : undefined} data-store-info="">
      <S.Inner>
        <S.Text>
          {section.heading && <h2 id={headingId}>{section.heading}</h2>}
          <RichText html={section.text} />
        </S.Text>
        <S.Facts>
          <li>
            <Icon name="clock" />
            <span>
              <OpeningHoursMessage />
              <br />
              <Link to="/trading-hours/">Trading hours</Link>
            </span>
          </li>
          {section.mapLink?.url && (
            <li>
              <Icon name="map" />
              <SmartLink to={section.mapLink.url} data-map-link="">
                {section.mapLink.title || 'View the centre map'}
              </SmartLink>
            </li>
          )}
        </S.Facts>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionStoreInfoFields on SectionStoreInfo {
    id
    heading
    text
    mapLink {
      url
      title
    }
  }
`
