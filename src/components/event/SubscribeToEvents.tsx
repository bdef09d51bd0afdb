import React from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { EVENTS_FEED_PATH, webcalUrl } from '../../lib/ics'
import { Icon } from '../common/Icon'
import * as S from './SubscribeToEvents.styles'

/**
 * "Subscribe to events": the events feed as `webcal://`, which a phone or desktop calendar
 * opens to subscribe, and its address on the site beside it for web calendars that add a
 * calendar "from URL" (a visitor copies the link). A subscribed calendar picks up new and
 * changed events by itself.
 */
export function SubscribeToEvents() {
  const { siteUrl } = useSiteData()
  if (!siteUrl) return null
  return (
    <S.Subscribe>
      <S.SubscribeLink href={webcalUrl(siteUrl)}>
        <Icon name="calendar" size={18} />
        Subscribe to events
      </S.SubscribeLink>
      <S.FeedLink href={EVENTS_FEED_PATH}>Calendar feed (https)</S.FeedLink>
    </S.Subscribe>
  )
}
