import React from 'react'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { useSiteData } from '../../hooks/useSiteData'
import { openingHoursMessage, openNowStatus, type HoursTone } from '../../lib/openingHours'
import { useCentreNow } from './useCentreNow'

type Tone = { $tone: HoursTone; $onDark?: boolean }

const toneColour = ({ $tone, $onDark }: Tone) =>
  $onDark
    ? { open: '#8fe0a5', closed: '#ffb3bd', neutral: '#dfe3ec' }[$tone]
    : { open: theme.colors.open, closed: theme.colors.closed, neutral: theme.colors.neutral }[$tone]

const Message = styled.span<Tone>`
  font-weight: 700;
  color: ${toneColour};
`

const Status = styled.span<Tone>`
  color: ${toneColour};
  &::before {
    content: '';
    display: inline-block;
    width: 0.5em;
    height: 0.5em;
    margin-right: 0.35em;
    border-radius: 50%;
    background: currentColor;
    vertical-align: 0.1em;
  }
`

/**
 * Today's opening-hours message (red closed, green open, grey otherwise), computed for the
 * visitor's current Canberra day once the page is running (the build-time message is the
 * server-rendered fallback). `withStatus` adds "Open now · closes at 6pm".
 */
export function OpeningHoursMessage({
  onDark,
  className,
}: {
  onDark?: boolean
  className?: string
}) {
  const { openingHours } = useSiteData()
  const now = useCentreNow()
  const message = openingHoursMessage(openingHours, now)
  return (
    <Message
      className={className}
      $tone={message.tone}
      $onDark={onDark}
      data-hours-tone={message.tone}
    >
      {message.text}
    </Message>
  )
}

export function OpenNowStatus({ onDark, className }: { onDark?: boolean; className?: string }) {
  const { openingHours } = useSiteData()
  const now = useCentreNow()
  const status = openNowStatus(openingHours, now)
  if (!status) return null
  return (
    <Status className={className} $tone={status.tone} $onDark={onDark} data-open-now={status.open}>
      {status.text}
    </Status>
  )
}
