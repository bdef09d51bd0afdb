import React, { useEffect, useState } from 'react'
import type SlickSlider from 'react-slick'

type AutoplayOptions = {
  /** react-slick has loaded, so there is a slider to advance. */
  loaded: boolean
  /** Autoplay is on at the current width and there are more slides than fit. */
  canAutoplay: boolean
  reducedMotion: boolean
  /** The slides are being dragged. */
  dragging: boolean
  /** Index of the current slide: a new slide restarts the count. */
  current: number
  autoplaySpeed: number | undefined
  slider: React.RefObject<SlickSlider | null>
}

/**
 * The carousel's own autoplay: it pauses while the pointer is over the slides, while focus is
 * inside them and while they are dragged, and the visitor may pause or play it. With
 * prefers-reduced-motion it starts paused; the visitor may still press Play.
 */
export function useCarouselAutoplay({
  loaded,
  canAutoplay,
  reducedMotion,
  dragging,
  current,
  autoplaySpeed,
  slider,
}: AutoplayOptions) {
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const paused = userPaused ?? reducedMotion
  const playing = loaded && canAutoplay && !paused && !hovered && !focused && !dragging

  // One timer per shown slide, so manual navigation restarts the count.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(
      () => slider.current?.slickNext(),
      Number(autoplaySpeed ?? 2000),
    )
    return () => window.clearTimeout(timer)
  }, [playing, current, autoplaySpeed, slider])

  /** Hover and focus on the slides hold autoplay (the controls do not). */
  const holdHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { paused, playing, togglePaused: () => setUserPaused(!paused), holdHandlers }
}
