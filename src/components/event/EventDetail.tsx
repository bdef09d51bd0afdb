import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { Icon } from '../common/Icon'
import { RichText } from '../common/RichText'
import { icsPath } from '../../lib/ics'
import * as S from './ContentDetail.styles'
import { SubscribeToEvents } from './SubscribeToEvents'

const EVENTS_LIST = '/whats-on/?filter=events'

function BackToEvents() {
  return (
    <S.BackLink>
      <Link to={EVENTS_LIST}>Back to Events</Link>
    </S.BackLink>
  )
}

/** Event detail: back links, title, From and To dates, banner, body, "Add to calendar" and the
 * events feed to subscribe to. */
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
      <S.CalendarLinks>
        <S.Button href={icsPath(event.path)} download={`${slug}.ics`}>
          <Icon name="calendar" size={18} />
          Add to calendar
        </S.Button>
        <SubscribeToEvents />
      </S.CalendarLinks>
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
