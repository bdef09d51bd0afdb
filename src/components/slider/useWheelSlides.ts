import React, { useEffect, useRef } from 'react'
import type SlickSlider from 'react-slick'
import { wheelStep, wheelStepAllowed } from '../../lib/slides'

/**
 * A sideways wheel gesture (trackpad swipe, Shift+wheel) over the slides moves them, one slide
 * per WHEEL_THROTTLE_MS; an upright wheel still scrolls the page. (A listener of our own:
 * React's onWheel is passive, so it could not keep the browser from also scrolling sideways
 * or going back in history.)
 */
export function useWheelSlides(slider: React.RefObject<SlickSlider | null>, enabled: boolean) {
  /** The element over which the gesture counts: the slides' viewport. */
  const viewportRef = useRef<HTMLDivElement | null>(null)
  useEffect(() => {
    const element = viewportRef.current
    if (!enabled || !element) return
    let last: number | null = null
    const onWheel = (event: WheelEvent) => {
      const step = wheelStep(event)
      if (!step) return
      event.preventDefault()
      const now = performance.now()
      if (!wheelStepAllowed(now, last)) return
      last = now
      if (step === 'next') slider.current?.slickNext()
      else slider.current?.slickPrev()
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [enabled, slider])
  return viewportRef
}
