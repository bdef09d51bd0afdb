import { useEffect, useRef } from 'react'

/**
 * How far ahead of the viewport a card's image box is rendered: Chromium's own distance for
 * starting lazy images on a fast connection, so images start loading as early as they did
 * before their boxes were skipped.
 */
export const RENDER_AHEAD_MARGIN = '1250px 0px'

let observer: IntersectionObserver | undefined

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-near', '')
        self.unobserve(entry.target)
      }
    },
    { rootMargin: RENDER_AHEAD_MARGIN },
  )
  return observer
}

/**
 * For a card's image box, which `cardMedia` (src/styles/card.ts) lets the browser skip while
 * it is far from the viewport (`content-visibility: auto`). A skipped box's lazy image is not
 * requested until the box reaches the viewport itself; this marks the box `data-near` once it
 * is within RENDER_AHEAD_MARGIN, which renders it, so its image loads ahead of scrolling as
 * any lazy image does. One observer serves every box on the page; without
 * IntersectionObserver the box simply stays `auto`.
 */
export function useRenderAhead<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const shared = sharedObserver()
    shared.observe(element)
    return () => shared.unobserve(element)
  }, [])
  return ref
}

/** Tests only: forget the shared observer (each test installs its own fake). */
export function resetRenderAheadForTests() {
  observer = undefined
}
