import { type RefObject, useEffect, useState } from 'react'
import { isScrolled, stickyHeaderVars } from '../lib/stickyHeader'

/**
 * Whether the page is scrolled (from 5 px, SCROLLED_FROM_PX). False in the
 * server render and until the header hydrates.
 */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(isScrolled(window.scrollY))
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}

/**
 * Makes the header sticky once its heights are known: measures the header and its info strip
 * (`[data-info-strip]`) whenever either resizes (the strip wraps on narrow screens, the search
 * panel opens), sets the custom properties of `stickyHeaderVars` and marks the header
 * `data-sticky`. Until then (no script yet, or no ResizeObserver) the header scrolls away
 * with the page, as it does without JavaScript. A hash target the browser scrolled to on load,
 * before the header stuck, is scrolled clear of the bar.
 */
export function useStickyHeader(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const header = ref.current
    const strip = header?.querySelector<HTMLElement>('[data-info-strip]')
    if (!header || !strip || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    let first = true
    const measure = () => {
      const vars = stickyHeaderVars(
        header.getBoundingClientRect().height,
        strip.getBoundingClientRect().height,
      )
      header.style.setProperty('--strip-height', vars['--strip-height'])
      // Only when the stylesheet's value (the bar's own height at this breakpoint) is not
      // already it: every element inherits the property from the root, so setting it restyles
      // the whole document, the largest task after the first paint on a slow phone.
      const bar = vars['--sticky-header-height']
      if (getComputedStyle(root).getPropertyValue('--sticky-header-height').trim() !== bar) {
        root.style.setProperty('--sticky-header-height', bar)
      }
      header.dataset.sticky = ''
      if (first) revealHashTarget(parseFloat(bar))
      first = false
    }
    const observer = new ResizeObserver(measure)
    observer.observe(header)
    observer.observe(strip)
    return () => {
      observer.disconnect()
      delete header.dataset.sticky
      header.style.removeProperty('--strip-height')
      root.style.removeProperty('--sticky-header-height')
    }
  }, [ref])
}

/** Scrolls the URL's hash target out from under the bar when the bar now covers it. */
function revealHashTarget(barHeight: number) {
  let id = ''
  try {
    id = decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return // a malformed hash names no element
  }
  const target = id ? document.getElementById(id) : null
  if (!target) return
  const top = target.getBoundingClientRect().top
  if (top >= 0 && top < barHeight) target.scrollIntoView()
}
