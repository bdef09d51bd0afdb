import React, { useEffect, useMemo, useRef, useState } from 'react'
import { dragThreshold, isDrag, slickTouchThreshold } from '../../lib/slides'

type Press = { at: number; point: { x: number; y: number } | null }

/**
 * A drag on the slides: whether one is under way (autoplay holds meanwhile), the threshold
 * react-slick needs to change slide for it, and the click its release must not pass to a
 * slide's link.
 */
export function useSlideDrag(slidesToShow: number | undefined) {
  /**
   * When and where the pointer went down on the slides: a drag's threshold depends on how long
   * it took, and a release far from there is a drag, not a click on a slide's link.
   */
  const press = useRef<Press | null>(null)
  const [dragging, setDragging] = useState(false)

  // End a drag wherever the pointer is released.
  useEffect(() => {
    if (!dragging) return
    const stop = () => setDragging(false)
    window.addEventListener('pointerup', stop)
    window.addEventListener('pointercancel', stop)
    window.addEventListener('touchend', stop)
    return () => {
      window.removeEventListener('pointerup', stop)
      window.removeEventListener('pointercancel', stop)
      window.removeEventListener('touchend', stop)
    }
  }, [dragging])

  // react-slick changes slide when a drag covers more than the list's width divided by
  // `touchThreshold`, read once, when the drag ends. Its threshold depends on how long the
  // drag took (`dragThreshold`), so slick gets an object whose value is worked out then.
  // (Slick re-lays out its track when a number setting changes, not an object: a number
  // changed mid-drag would make the slides jump.)
  const touchThreshold = useMemo(() => {
    const shown = Number(slidesToShow ?? 1)
    return {
      valueOf: () => {
        const held = press.current === null ? 0 : performance.now() - press.current.at
        return slickTouchThreshold(dragThreshold(held), shown)
      },
    }
  }, [slidesToShow])

  const startDrag = (event: React.PointerEvent | React.TouchEvent) => {
    const point = 'touches' in event ? event.touches[0] : event
    press.current = {
      at: performance.now(),
      point: point ? { x: point.clientX, y: point.clientY } : null,
    }
    setDragging(true)
  }

  // react-slick stops the click that ends a mouse drag on its list, after the slide's own link
  // has already followed it: stop it on the way down instead.
  const clickAfterDrag = (event: React.MouseEvent) => {
    const down = press.current?.point ?? null
    press.current = null
    if (event.detail > 0 && isDrag(down, { x: event.clientX, y: event.clientY })) {
      event.preventDefault()
      event.stopPropagation()
    }
  }

  return { dragging, touchThreshold, startDrag, clickAfterDrag }
}
