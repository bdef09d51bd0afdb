import React from 'react'
import { graphql, Link } from 'gatsby'
import { useCollections } from '../collections/CollectionsContext'
import { WhatsOnCard } from '../event/WhatsOnCard'
import { useToday } from '../../hooks/useToday'
import { upcomingEvents } from '../../lib/visibility'
import * as S from './ContentSections.styles'

/** Home "WHAT'S ON?": up to 3 events ending today or later, soonest first. */
export function EventsPreviewSection({
  section,
}: {
  section: Queries.SectionEventsPreviewFieldsFragment
}) {
  const today = useToday()
  const events = upcomingEvents(useCollections().events ?? [], today, 3)
  const heading = section.heading || "WHAT'S ON?"
  return (
    <S.Section aria-labelledby="events-preview-heading" data-testid="events-preview" $grey>
      <S.Inner>
        <S.Header>
          <S.Heading id="events-preview-heading">{heading}</S.Heading>
          <S.MoreLink>
            <Link to="/whats-on/?filter=events">See all events</Link>
          </S.MoreLink>
        </S.Header>
        {events.length ? (
          <S.Row>
            {events.map((event) => (
              <li key={event.id}>
                <WhatsOnCard entry={{ kind: 'event', item: event }} headingLevel="h3" />
              </li>
            ))}
          </S.Row>
        ) : (
          <p>Nothing here yet, but watch this space!</p>
        )}
      </S.Inner>
    </S.Section>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionEventsPreviewFields on SectionEventsPreview {
    heading
  }
`
