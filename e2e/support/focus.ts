// Where the focused element's focus indicator is drawn, and whether anything cuts it off.
import type { Page } from '@playwright/test'

export type FocusStop = {
  /** The focused element, e.g. "A Sport" or "BUTTON Pause slideshow". */
  name: string
  /** What is wrong with its focus indicator, or null. */
  problem: string | null
}

/**
 * The focused element's focus indicator: an outline on the element or on one of its three
 * nearest ancestors (a card rings itself when its link is focused), or a ring drawn inside
 * the element by an inset shadow on its ::after or ::before. An outline must not be cut off
 * by any ancestor that clips its overflow, and the sticky header must not cover the element.
 * Null when nothing (or the page) has focus.
 */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    // Styles settle a frame after focus moves (with reduced motion every property change is
    // a 0.01 ms transition, which reads as the old value until the next frame).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const focused = document.activeElement as HTMLElement | null
    if (!focused || focused === document.body || focused === document.documentElement) return null
    const label = focused.getAttribute('aria-label') || focused.textContent || ''
    const name = `${focused.tagName} ${label.replace(/\s+/g, ' ').trim().slice(0, 50)}`
    // WCAG 2.4.11: the sticky header bar must not cover the focused element.
    const header = document.querySelector('header')
    const own = focused.getBoundingClientRect()
    const hit = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2)
    if (header && hit && header.contains(hit) && !header.contains(focused)) {
      const under = Math.round(header.getBoundingClientRect().bottom - own.top)
      return { name, problem: `under the sticky header (${under} px of it covered)` }
    }
    let drawer: HTMLElement | null = null
    for (let el: HTMLElement | null = focused, up = 0; el && up < 4; el = el.parentElement, up++) {
      const style = getComputedStyle(el)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        drawer = el
        break
      }
    }
    if (!drawer) {
      const inside = ['::after', '::before'].some((pseudo) =>
        getComputedStyle(focused, pseudo).boxShadow.includes('inset'),
      )
      return { name, problem: inside ? null : 'no focus indicator' }
    }
    const style = getComputedStyle(drawer)
    const out = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset))
    const box = drawer.getBoundingClientRect()
    const ring = {
      left: box.left - out,
      right: box.right + out,
      top: box.top - out,
      bottom: box.bottom + out,
    }
    for (let el = drawer.parentElement; el && el !== document.body; el = el.parentElement) {
      const clip = getComputedStyle(el)
      const clipsX = clip.overflowX !== 'visible'
      const clipsY = clip.overflowY !== 'visible'
      if (!clipsX && !clipsY) continue
      const rect = el.getBoundingClientRect()
      const cutX = clipsX && (ring.left < rect.left - 0.5 || ring.right > rect.right + 0.5)
      const cutY = clipsY && (ring.top < rect.top - 0.5 || ring.bottom > rect.bottom + 0.5)
      if (cutX || cutY) {
        const where = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}`
        const px = (r: { left: number; right: number; top: number; bottom: number }) =>
          [r.left, r.top, r.right, r.bottom].map(Math.round).join(',')
        return {
          name,
          problem: `focus ring (outline ${style.outlineWidth}, offset ${style.outlineOffset}, on ${drawer.tagName.toLowerCase()}) ${px(ring)} cut off by ${where} ${px(rect)} (overflow ${clip.overflow})`,
        }
      }
    }
    return { name, problem: null }
  })
}
