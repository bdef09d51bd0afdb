import React, { useEffect, useMemo, useState } from 'react'
import { useLocation } from '@gatsbyjs/reach-router'
import { useCollections } from '../collections/CollectionsContext'
import { SubscribeToEvents } from '../event/SubscribeToEvents'
import { WhatsOnCard } from '../event/WhatsOnCard'
import { useToday } from '../../hooks/useToday'
import {
  WHATS_ON_FILTERS,
  filterFromSearch,
  filterItems,
  searchForFilter,
  whatsOnItems,
} from '../../lib/visibility'
import * as S from './ContentListing.styles'
import * as W from './WhatsOnListing.styles'

/** A label for a filter that is not one of the options (e.g. ?filter=blog from the menu). */
const labelFor = (filter: string) => filter.charAt(0).toUpperCase() + filter.slice(1)

/**
 * /whats-on/: events, news and blog posts, newest first, with the filters all, events,
 * news and articles. `?filter=` preselects one; choosing one writes it to the URL.
 */
export function WhatsOnListing() {
  const { articles = [], events = [] } = useCollections()
  const today = useToday()
  const location = useLocation()
  // The server render has no query string: start from 'all' and read the URL after mount.
  const [filter, setFilter] = useState('all')
  useEffect(() => {
    setFilter(filterFromSearch(location.search))
  }, [location])

  const items = useMemo(() => whatsOnItems(articles, events, today), [articles, events, today])
  const shown = filterItems(items, filter)
  const options: { value: string; label: string }[] = WHATS_ON_FILTERS.some(
    (o) => o.value === filter,
  )
    ? [...WHATS_ON_FILTERS]
    : [...WHATS_ON_FILTERS, { value: filter, label: labelFor(filter) }]

  const choose = (value: string) => {
    setFilter(value)
    const url = `${window.location.pathname}${searchForFilter(value)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
  }

  return (
    <S.Section as="section" aria-label="What's on">
      <W.Filters role="group" aria-labelledby="whats-on-filter-label">
        <W.FilterLabel id="whats-on-filter-label">Show:</W.FilterLabel>
        {options.map((option) => (
          <W.FilterButton
            key={option.value}
            type="button"
            aria-pressed={filter === option.value}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </W.FilterButton>
        ))}
      </W.Filters>
      <W.Subscribe>
        <SubscribeToEvents />
      </W.Subscribe>
      <p className="visually-hidden" aria-live="polite">
        {shown.length === 1 ? '1 item' : `${shown.length} items`}
      </p>
      {shown.length ? (
        <S.CardGrid>
          {shown.map((entry, index) => (
            <li key={entry.item.id}>
              <WhatsOnCard
                priority={index === 0}
                entry={
                  entry.kind === 'event'
                    ? { kind: 'event', item: entry.item }
                    : { kind: 'article', item: entry.item }
                }
              />
            </li>
          ))}
        </S.CardGrid>
      ) : (
        <S.Empty>Nothing here yet, but watch this space!</S.Empty>
      )}
    </S.Section>
  )
}
