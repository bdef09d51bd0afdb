/**
 * Text spacing (WCAG 1.4.12): a visitor who sets line height 1.5, paragraph spacing 2em,
 * letter spacing 0.12em and word spacing 0.16em (a bookmarklet, a reading extension) loses no
 * text. On one page of each type, phone and desktop, no box that clips its overflow cuts off
 * text with those settings that it showed whole without them. (Cards in carousels keep their
 * titles to two lines; those lines must grow with the visitor's line height.)
 */
import type { Page } from '@playwright/test'

import { expect, test, url } from './support/fixtures'
import { LAYOUT_CASES } from './support/layout-routes'

/** The spacing of the success criterion's test, as an author-level override. */
const WCAG_TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** Elements with text of their own whose clipping box hides part of it, by document index. */
function cutText(page: Page): Promise<Record<number, string>> {
  return page.evaluate(() => {
    const cut: Record<number, string> = {}
    document.querySelectorAll<HTMLElement>('body *').forEach((el, index) => {
      const ownText = [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      )
      // Visually hidden text (1 px boxes for screen readers) is cut on purpose.
      if (!ownText || el.clientWidth < 3 || el.clientHeight < 3) return
      const style = getComputedStyle(el)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') return
      if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) {
        cut[index] = `${el.tagName} "${el.textContent!.trim().slice(0, 40)}"`
      }
    })
    return cut
  })
}

for (const [name, path, viewport] of LAYOUT_CASES) {
  test(`${name} (${path}) on ${viewport}: no text is lost`, async ({ openPage }) => {
    const page = await openPage(viewport, { reducedMotion: 'reduce' })
    await page.goto(url(path), { waitUntil: 'networkidle' })
    const before = await cutText(page)
    await page.addStyleTag({ content: WCAG_TEXT_SPACING })
    const after = await cutText(page)
    const lost = Object.entries(after)
      .filter(([index]) => !(index in before))
      .map(([, what]) => what)
    expect(lost).toEqual([])
  })
}
