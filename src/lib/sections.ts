/** Where a listing sits among a page's sections: after the page's introductory text. */

const INTRO_TYPES = new Set(['SectionText', 'SectionTextImage'])

/**
 * Splits sections into the leading run of text sections (the page's introduction, shown
 * above its listing) and the rest (shown below it).
 */
export function splitIntro<T extends { __typename: string }>(
  sections: readonly T[],
): { intro: T[]; rest: T[] } {
  let i = 0
  while (i < sections.length && INTRO_TYPES.has(sections[i].__typename)) i += 1
  return { intro: sections.slice(0, i), rest: sections.slice(i) }
}
