import { useCallback, useEffect, useRef } from 'react'

/**
 * Slides out of view (and slick's infinite clones) are aria-hidden: make them inert too, so
 * keyboard users only meet the visible slides. Gives the ref for the carousel's root and the
 * sync for slick's own callbacks (after a slide change, after a re-layout); the sync also runs
 * a frame after each render that can change which slides are shown.
 */
export function useInertHiddenSlides(loaded: boolean, current: number, width: number | null) {
  /** The carousel, whose slides are kept in step. */
  const rootRef = useRef<HTMLElement | null>(null)
  const syncInert = useCallback(() => {
    const element = rootRef.current
    if (!element) return
    element.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      const hidden = slide.getAttribute('aria-hidden') === 'true'
      slide.toggleAttribute('inert', hidden)
    })
  }, [])

  useEffect(() => {
    if (!loaded) return
    const frame = window.requestAnimationFrame(syncInert)
    return () => window.cancelAnimationFrame(frame)
  }, [loaded, current, width, syncInert])

  return { rootRef, syncInert }
}
