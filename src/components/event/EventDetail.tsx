import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import { icsPath } from '../../lib/ics'
import * as S from './ContentDetail.styles'

const EVENTS_LIST = '/whats-on/?filter=events'

function BackToEvents() {
  return (
    <S.BackLink>
      <Link to={EVENTS_LIST}>Back to Events</Link>
    </S.BackLink>
  )
}

/** Event detail: back links, title, From and To dates, banner, body, "Add to calendar". */
export function EventDetail({ event }: { event: Queries.EventDetailFragment }) {
  const slug = event.path.replace(/\/+$/, '').split('/').pop() || 'event'
  return (
    <S.Body as="article">
      <BackToEvents />
      <S.Title>{event.title}</S.Title>
      <S.Meta data-testid="event-range">{event.dateRange}</S.Meta>
      <S.Dates>
        <dt>From</dt>
        <dd>
          <time dateTime={event.startIso}>{event.startLabel}</time>
        </dd>
        {event.endIso && (
          <>
            <dt>To</dt>
            <dd>
              <time dateTime={event.endIso}>{event.endLabel}</time>
            </dd>
          </>
        )}
      </S.Dates>
      <p>
        <S.Button href={icsPath(event.path)} download={`${slug}.ics`}>
          <CalendarIcon />
          Add to calendar
        </S.Button>
      </p>
      {event.banner?.localFile && (
        <S.Banner>
          <CmsImage image={event.banner} priority />
        </S.Banner>
      )}
      <RichText html={event.body} />
      <S.Footer>
        <BackToEvents />
      </S.Footer>
    </S.Body>
  )
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect
        x="3"
        y="5"
        width="18"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment EventDetail on Event {
    id
    drupalId
    title
    path
    startDate
    startLabel: startDate(format: DATE_TIME)
    startIso: startDate(format: ISO)
    endDate
    endLabel: endDate(format: DATE_TIME)
    endIso: endDate(format: ISO)
    dateRange
    summary
    body
    metaDescription
    banner {
      alt
      localFile {
        publicURL
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  }
`
