/** The scrolled-page state begins at 5 px. */
export const SCROLLED_FROM_PX = 5

/** Whether the page is scrolled far enough for the header's scrolled state. */
export function isScrolled(scrollY: number): boolean {
  return scrollY >= SCROLLED_FROM_PX
}

/**
 * The CSS custom properties that make the header stick with only its bar in view: the header
 * sits `--strip-height` above the viewport's top (so the info strip scrolls away), and the
 * root's `--sticky-header-height`, the scroll-margin-top of everything below the header,
 * keeps focused elements and hash targets clear of the bar. Heights are rounded up so no
 * pixel of the strip shows.
 */
export function stickyHeaderVars(
  headerHeight: number,
  stripHeight: number,
): { '--strip-height': string; '--sticky-header-height': string } {
  const strip = Math.ceil(Math.max(0, stripHeight))
  const bar = Math.ceil(Math.max(0, headerHeight - strip))
  return { '--strip-height': `${strip}px`, '--sticky-header-height': `${bar}px` }
}
