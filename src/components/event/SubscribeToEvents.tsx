import React from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { eventsFeedLinks } from '../../lib/ics'
import { Icon } from '../common/Icon'
import * as S from './SubscribeToEvents.styles'

/**
 * "Subscribe to events": the events feed as `webcal://`, which a phone or desktop calendar
 * opens to subscribe, and its https address beside it for web calendars that add a calendar
 * "from URL". A subscribed calendar picks up new and changed events by itself.
 */
export function SubscribeToEvents() {
  const { siteUrl } = useSiteData()
  if (!siteUrl) return null
  const { webcal, https } = eventsFeedLinks(siteUrl)
  return (
    <S.Subscribe>
      <S.SubscribeLink href={webcal}>
        <Icon name="calendar" size={18} />
        Subscribe to events
      </S.SubscribeLink>
      <S.FeedLink href={https}>Calendar feed (https)</S.FeedLink>
    </S.Subscribe>
  )
}
