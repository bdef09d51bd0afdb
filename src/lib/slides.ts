/**
 * Carousel rules (slide visibility and the slider's settings), as pure functions.
 *
 * - `isSlideVisible` / `visibleSlides`: no dates shows; expiry only shows until then; publish
 *   only shows from then; both shows between. Filtered at display time (in the browser), so a
 *   site built yesterday is right today. CMS date-times without a zone are Canberra local time.
 * - `resolveResponsive`: which slick settings apply at a viewport width, with react-slick's own
 *   breakpoint semantics (a `breakpoint` entry applies up to and including that width).
 */
import { canberraTime, localValue } from './dates'

export type SlideDates = {
  publishDate?: string | null
  expiryDate?: string | null
}

/**
 * Is a slide shown at `now`? A date-only publish date shows from the start of that day; a
 * date-only expiry date shows until the end of that day (a slide expiring "on the 21st" is
 * still up on the 21st). Values are Canberra local time, compared with the Canberra clock at
 * `now` as text; unreadable dates are ignored.
 */
export function isSlideVisible(slide: SlideDates, now: Date = new Date()): boolean {
  const clock = canberraTime(now)
  const publish = localValue(slide.publishDate)
  const expiry = localValue(slide.expiryDate)
  // A date-only value compares with the day alone: on its day it is both reached and not passed.
  const at = (value: string) => clock.slice(0, value.length)
  if (publish && at(publish) < publish) return false
  if (expiry && at(expiry) > expiry) return false
  return true
}

export function visibleSlides<T extends SlideDates>(slides: readonly T[], now?: Date): T[] {
  return slides.filter((slide) => isSlideVisible(slide, now))
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
  /** A sideways wheel gesture over the slides moves them (default on; off for the gift slider). */
  wheel?: boolean
  [key: string]: unknown
}

/*
 * The site's carousel defaults that react-slick does not have: a 200 ms wheel throttle and a
 * short-drag threshold of 0.5 (0.15 otherwise). A short drag is one released within
 * SHORT_DRAG_MS of the press; thresholds are fractions of one slide's width.
 */
export const WHEEL_THROTTLE_MS = 200
const SHORT_DRAG_MS = 300
const SHORT_DRAG_THRESHOLD = 0.5
const DRAG_THRESHOLD = 0.15

export type WheelInput = { deltaX: number; deltaY: number; shiftKey?: boolean }

/**
 * The step a wheel event asks of a carousel: a sideways gesture (a trackpad swipe, a tilted
 * wheel, or Shift with the wheel) moves it; an upright one is left to scroll the page.
 */
export function wheelStep({ deltaX, deltaY, shiftKey }: WheelInput): 'next' | 'prev' | null {
  const sideways = shiftKey && !deltaX ? deltaY : deltaX
  if (!sideways || (!shiftKey && Math.abs(deltaX) <= Math.abs(deltaY))) return null
  return sideways > 0 ? 'next' : 'prev'
}

/** A wheel step is taken at most once per WHEEL_THROTTLE_MS (`last`: the previous step's time). */
export function wheelStepAllowed(now: number, last: number | null): boolean {
  return last === null || now - last >= WHEEL_THROTTLE_MS
}

/** How far (px) the pointer may move between press and release for it still to be a click. */
const CLICK_SLOP_PX = 10

type Point = { x: number; y: number }

/**
 * Was a press and release on the slides a drag rather than a click? A drag must not also
 * follow the link it started on.
 */
export function isDrag(down: Point | null, up: Point): boolean {
  return !!down && Math.hypot(up.x - down.x, up.y - down.y) > CLICK_SLOP_PX
}

/** The fraction of a slide's width a drag lasting `durationMs` must cover to change slide. */
export function dragThreshold(durationMs: number): number {
  return durationMs < SHORT_DRAG_MS ? SHORT_DRAG_THRESHOLD : DRAG_THRESHOLD
}

/**
 * react-slick's `touchThreshold` for a fraction of one slide: slick changes slide when a drag
 * covers more than the list's width (`slidesToShow` slides) divided by it.
 */
export function slickTouchThreshold(fraction: number, slidesToShow: number): number {
  return Math.max(slidesToShow, 1) / fraction
}

type ResponsiveEntry<S = SlideSettings> = { breakpoint: number; settings: S | 'unslick' }

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
 * The widths (px) at which a carousel may change how many slides it shows: the site's slider
 * breakpoints. The server-rendered fallback's CSS has a media query at each (each step covers
 * (previous, breakpoint], as in react-slick), so a `responsive` entry must use one of them.
 */
export const CAROUSEL_BREAKPOINTS = [799, 1099, 1499] as const

/**
 * Slides shown up to each of CAROUSEL_BREAKPOINTS and above the last, so the server-rendered
 * fallback lays out like the slider will: `[1, 1.2, 3, 4]`. A breakpoint that is not one of
 * CAROUSEL_BREAKPOINTS is an error (the fallback could not follow it).
 */
export function slidesToShowSteps(settings: CarouselSettings): number[] {
  const unknown = (settings.responsive ?? []).find(
    (entry) => !(CAROUSEL_BREAKPOINTS as readonly number[]).includes(entry.breakpoint),
  )
  if (unknown) {
    throw new Error(
      `Carousel breakpoint ${unknown.breakpoint} is not one of ${CAROUSEL_BREAKPOINTS.join(', ')} (src/lib/slides.ts)`,
    )
  }
  return [...CAROUSEL_BREAKPOINTS, Infinity].map(
    (width) => resolveResponsive(settings, width).slidesToShow ?? 1,
  )
}

/** "Slide 2 of 5". */
export function slideLabel(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`
}

/* ------------------------------------------------------------------------------------------ */

type Size = { width?: number | null; height?: number | null } | null | undefined

/** The hero's frame as CSS padding percentages (height / width), desktop and below md. */
export type HeroFrame = { desktop: string; mobile: string }

/** The hero's shape when a slide has no image sizes: 3:1 on a desktop, about 3:2 on a phone. */
export const HERO_FRAME_FALLBACK: HeroFrame = { desktop: '33.320%', mobile: '65.400%' }

/**
 * The one frame every hero slide is shown in: the first shown slide's desktop image ratio,
 * and its mobile image's (or else its desktop image's) below md; the other slides' images
 * cover that frame. A slider whose slides differed would be as tall as its tallest slide
 * once react-slick lays them all out, while the server HTML shows only the first: the page
 * below would move when the library takes over, and again as the slides turn.
 */
export function heroFrame(first: { image?: Size; mobileImage?: Size } | undefined): HeroFrame {
  const percent = (size: Size) =>
    size?.width && size.height && size.width > 0 && size.height > 0
      ? `${((size.height / size.width) * 100).toFixed(3)}%`
      : null
  const desktop = percent(first?.image)
  return {
    desktop: desktop ?? HERO_FRAME_FALLBACK.desktop,
    mobile: percent(first?.mobileImage) ?? desktop ?? HERO_FRAME_FALLBACK.mobile,
  }
}
