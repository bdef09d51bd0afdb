/**
 * Carousel rules (spec section 4, "Carousel slide visibility" and "Slider"), as pure functions.
 *
 * - `isSlideVisible` / `visibleSlides`: no dates shows; expiry only shows until then; publish
 *   only shows from then; both shows between. Filtered at display time (in the browser), so a
 *   site built yesterday is right today. CMS date-times without a zone are Canberra local time.
 * - `resolveResponsive`: which slick settings apply at a viewport width, with react-slick's own
 *   breakpoint semantics (a `breakpoint` entry applies up to and including that width).
 */
import { DateTime } from 'luxon'

export const CENTRE_ZONE = 'Australia/Canberra'

export type SlideDates = {
  publishDate?: string | null
  expiryDate?: string | null
}

/** A CMS date or date-time (ISO, zone-less = Canberra local) as a DateTime, or null. */
export function parseCmsDate(value: string | null | undefined): DateTime | null {
  if (!value) return null
  const parsed = DateTime.fromISO(value, { zone: CENTRE_ZONE, setZone: false })
  return parsed.isValid ? parsed : null
}

/**
 * Is a slide shown at `now`? A date-only publish date shows from the start of that day; a
 * date-only expiry date shows until the end of that day (a slide expiring "on the 21st" is
 * still up on the 21st). Date-times are compared as instants.
 */
export function isSlideVisible(slide: SlideDates, now: Date | DateTime = new Date()): boolean {
  const at = now instanceof Date ? DateTime.fromJSDate(now) : now
  const publish = parseCmsDate(slide.publishDate)
  const expiry = parseCmsDate(slide.expiryDate)
  if (publish) {
    const from = isDateOnly(slide.publishDate) ? publish.startOf('day') : publish
    if (at < from) return false
  }
  if (expiry) {
    const until = isDateOnly(slide.expiryDate) ? expiry.endOf('day') : expiry
    if (at > until) return false
  }
  return true
}

export function visibleSlides<T extends SlideDates>(
  slides: readonly T[],
  now?: Date | DateTime,
): T[] {
  return slides.filter((slide) => isSlideVisible(slide, now))
}

function isDateOnly(value: string | null | undefined): boolean {
  return !!value && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())
}

/* ------------------------------------------------------------------------------------------ */

/** The slick settings this site's carousels use (a subset of react-slick's Settings). */
export type SlideSettings = {
  slidesToShow?: number
  slidesToScroll?: number
  autoplay?: boolean
  autoplaySpeed?: number
  speed?: number
  infinite?: boolean
  centerMode?: boolean
  dots?: boolean
  [key: string]: unknown
}

export type ResponsiveEntry<S = SlideSettings> = { breakpoint: number; settings: S | 'unslick' }

export type CarouselSettings = SlideSettings & { responsive?: ResponsiveEntry[] }

/**
 * The settings in force at `width` (px): react-slick sorts breakpoints ascending and applies
 * the first entry whose breakpoint is >= width (each entry covers (previous, breakpoint]);
 * wider than every breakpoint, the base settings apply. Entry settings override the base.
 */
export function resolveResponsive(settings: CarouselSettings, width: number): SlideSettings {
  const { responsive, ...base } = settings
  if (!responsive?.length) return base
  const sorted = [...responsive].sort((a, b) => a.breakpoint - b.breakpoint)
  const entry = sorted.find((candidate) => width <= candidate.breakpoint)
  if (!entry || entry.settings === 'unslick') return base
  return { ...base, ...entry.settings }
}

/**
 * Width ranges (for CSS media queries) with the number of slides shown in each, so the
 * server-rendered fallback lays out like the slider will: `[{ max: 799, show: 1 }, ...]`.
 */
export function slidesToShowRanges(
  settings: CarouselSettings,
): { min?: number; max?: number; show: number }[] {
  const baseShow = settings.slidesToShow ?? 1
  const sorted = [...(settings.responsive ?? [])].sort((a, b) => a.breakpoint - b.breakpoint)
  const ranges: { min?: number; max?: number; show: number }[] = []
  let previous: number | undefined
  for (const entry of sorted) {
    const show = entry.settings === 'unslick' ? baseShow : (entry.settings.slidesToShow ?? baseShow)
    ranges.push({
      ...(previous === undefined ? {} : { min: previous + 1 }),
      max: entry.breakpoint,
      show,
    })
    previous = entry.breakpoint
  }
  ranges.push({ ...(previous === undefined ? {} : { min: previous + 1 }), show: baseShow })
  return ranges
}

/** "Slide 2 of 5". */
export function slideLabel(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`
}
