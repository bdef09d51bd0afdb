import React from 'react'
import { Carousel } from '../slider/Carousel'
import { GiftCard } from './GiftCard'
import { GIFT_SLIDER_SETTINGS } from '../../lib/gifts'

/** The gift slider (breakpoints in GIFT_SLIDER_SETTINGS). */
export function GiftSlider({
  gifts,
  label,
  showStore = true,
}: {
  gifts: readonly Queries.GiftCardFragment[]
  label: string
  showStore?: boolean
}) {
  const settings = GIFT_SLIDER_SETTINGS
  if (!gifts.length) return null
  return (
    <Carousel label={label} settings={settings}>
      {gifts.map((gift) => (
        <GiftCard key={gift.id} gift={gift} showStore={showStore} inCarousel />
      ))}
    </Carousel>
  )
}
