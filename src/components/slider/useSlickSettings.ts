import { useMemo } from 'react'
import type { Settings } from 'react-slick'
import type { SlideSettings } from '../../lib/slides'

type SlickSettingsOptions = {
  /** The carousel's settings, already resolved for the current width. */
  active: SlideSettings
  reducedMotion: boolean
  /** The drag threshold react-slick reads when a drag ends (useSlideDrag). */
  touchThreshold: { valueOf: () => number }
  /** Makes the slides out of view inert (useInertHiddenSlides). */
  syncInert: () => void
  setCurrent: (index: number) => void
  onChange?: (index: number) => void
}

/**
 * The settings react-slick is given. Its 0.31 registers its `responsive` media queries without
 * evaluating them once, so a phone would get the widest layout: slick gets the settings already
 * resolved for the current width instead (and re-lays out when the width crosses a breakpoint).
 */
export function useSlickSettings({
  active,
  reducedMotion,
  touchThreshold,
  syncInert,
  setCurrent,
  onChange,
}: SlickSettingsOptions): Settings {
  return useMemo(() => {
    const { responsive: _unused, wheel: _wheel, ...rest } = active
    return {
      ...(rest as Settings),
      touchThreshold: touchThreshold as unknown as number,
      // Autoplay, arrows and focus handling are the Carousel's job.
      autoplay: false,
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
      arrows: false,
      dots: false,
      accessibility: true,
      speed: reducedMotion ? 0 : (rest.speed ?? 300),
      beforeChange: (_from: number, to: number) => {
        setCurrent(to)
        onChange?.(to)
      },
      afterChange: syncInert,
      onReInit: syncInert,
    }
  }, [active, reducedMotion, syncInert, onChange, touchThreshold, setCurrent])
}
