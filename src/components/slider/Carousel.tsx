/**
 * Carousel: the site's one slider primitive (a react-slick wrapper). Use it for every
 * carousel (hero slides, offers, gifts…) instead of importing react-slick yourself.
 *
 * ```tsx
 * import { Carousel } from './Carousel'
 *
 * <Carousel
 *   label="Latest offers"                       // accessible name of the carousel (required)
 *   settings={{
 *     slidesToShow: 4, slidesToScroll: 1, infinite: true, speed: 300,
 *     autoplay: true, autoplaySpeed: 2000,       // autoplay may also be set per breakpoint
 *     responsive: [{ breakpoint: 799, settings: { slidesToShow: 1, autoplaySpeed: 12000 } }],
 *   }}
 *   controls="below"                            // 'below' (default) or 'overlay' (hero)
 *   flush={false}                               // true: slides edge to edge (hero)
 * >
 *   {offers.map((offer) => <OfferCard key={offer.id} offer={offer} inCarousel />)}
 * </Carousel>
 * ```
 *
 * - `settings` are react-slick settings (`responsive` uses slick's semantics: an entry applies
 *   up to and including its `breakpoint` width). Arrows and dots are drawn by this component;
 *   `dots: true` adds "Show slide n of N" buttons.
 * - Server render and first client render show the first slide(s) only (as many as fit at each
 *   breakpoint), statically. react-slick is loaded with a lazy `import()` after hydration, so
 *   pages without a carousel never download it; slick's CSS lives in Carousel.styles.ts
 *   (the styled runtime), so it is only on pages that render a carousel.
 * - Autoplay (slick's `autoplay`/`autoplaySpeed`, per breakpoint) is run by this component: it
 *   pauses while the pointer is over the carousel, while focus is inside it and while the
 *   slides are dragged; a visible Pause/Play button is shown whenever autoplay is on at the
 *   current width (WCAG 2.2.2). With prefers-reduced-motion the carousel starts paused and
 *   does not animate.
 * - Generic defaults: 2000 ms autoplay, 300 ms transition; a sideways wheel gesture
 *   (trackpad swipe, Shift+wheel) moves one slide per 200 ms (`wheel: false` turns it off; an
 *   upright wheel always scrolls the page); a drag released within 300 ms must cover half a
 *   slide to change it, a longer drag 0.15 of one (`dragThreshold` in src/lib/slides.ts).
 * - Slides are padded, so that a card's focus ring and shadow are not cut off by the
 *   carousel's clipping, and the slides are pulled out by the same amount, so the cards line
 *   up with the content around them. `flush` slides (the hero) have none: whatever they hold
 *   draws its focus ring inside itself.
 * - Every slide must be one height (the site's cards take `inCarousel` for it, see `fixedLines`
 *   in src/styles/card.ts): react-slick's track is as tall as its tallest slide, while the
 *   server HTML shows only the first, so a taller slide further along would make the carousel
 *   grow, and the page below it move, when the library takes over.
 * - Each slide is a group labelled "Slide 2 of 5"; slides out of view are `inert`, so
 *   keyboard users only meet the visible slides; Previous/Next buttons are keyboard operable.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Settings } from 'react-slick'
import type SlickSlider from 'react-slick'
import {
  dragThreshold,
  isDrag,
  resolveResponsive,
  slickTouchThreshold,
  slideLabel,
  slidesToShowSteps,
  wheelStep,
  wheelStepAllowed,
  type CarouselSettings,
} from '../../lib/slides'
import * as S from './Carousel.styles'

export type { CarouselSettings }

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Featured" or "Latest offers". */
  label: string
  /** react-slick settings; `autoplay`, `autoplaySpeed` and `responsive` are honoured. */
  settings?: CarouselSettings
  /** Where the Previous / Pause / Next controls go: under the slides, or over their corner. */
  controls?: 'below' | 'overlay'
  /** Slides edge to edge, with no room for a focus ring outside them (the hero). */
  flush?: boolean
  /** Label of each slide; default "Slide {n} of {count}". */
  slideLabel?: (index: number, count: number) => string
  /** Called with the index of the slide that becomes current. */
  onChange?: (index: number) => void
  className?: string
  children: React.ReactNode
}

type SliderComponent = typeof SlickSlider

/** The slide shown first; react-slick's own setting names. */
const DEFAULTS: CarouselSettings = {
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  speed: 300,
  autoplay: false,
  autoplaySpeed: 2000,
  wheel: true,
}

export function Carousel({
  label,
  settings,
  controls = 'below',
  flush = false,
  slideLabel: labelFor = slideLabel,
  onChange,
  className,
  children,
}: CarouselProps) {
  const slides = React.Children.toArray(children).filter(React.isValidElement)
  const count = slides.length
  const merged = useMemo(() => ({ ...DEFAULTS, ...settings }), [settings])

  const [Slider, setSlider] = useState<SliderComponent | null>(null)
  const sliderRef = useRef<SlickSlider | null>(null)
  const rootRef = useRef<HTMLElement | null>(null)
  const viewportRef = useRef<HTMLDivElement | null>(null)
  /**
   * When and where the pointer went down on the slides: a drag's threshold depends on how long
   * it took, and a release far from there is a drag, not a click on a slide's link.
   */
  const press = useRef<{ at: number; point: { x: number; y: number } | null } | null>(null)

  const width = useViewportWidth()
  const reducedMotion = usePrefersReducedMotion()
  const active = useMemo(
    () => (width === null ? merged : resolveResponsive(merged, width)),
    [merged, width],
  )

  const [current, setCurrent] = useState(0)
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [dragging, setDragging] = useState(false)

  const canAutoplay = !!active.autoplay && count > (active.slidesToShow ?? 1)
  // Reduced motion starts paused; the visitor may still press Play.
  const paused = userPaused ?? reducedMotion
  const playing = !!Slider && canAutoplay && !paused && !hovered && !focused && !dragging

  // Load react-slick only once this carousel is on screen in a browser.
  useEffect(() => {
    if (count < 2) return
    let alive = true
    import(/* webpackChunkName: "react-slick" */ 'react-slick').then((module) => {
      const component = (module.default ?? module) as unknown as SliderComponent
      if (alive) setSlider(() => component)
    })
    return () => {
      alive = false
    }
  }, [count])

  // Autoplay: one timer per shown slide, so manual navigation restarts the count.
  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(
      () => sliderRef.current?.slickNext(),
      Number(active.autoplaySpeed ?? 2000),
    )
    return () => window.clearTimeout(timer)
  }, [playing, current, active.autoplaySpeed])

  // Slides out of view (and slick's infinite clones) are aria-hidden: make them inert too.
  const syncInert = useCallback(() => {
    const root = rootRef.current
    if (!root) return
    root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      const hidden = slide.getAttribute('aria-hidden') === 'true'
      slide.toggleAttribute('inert', hidden)
    })
  }, [])
  useEffect(() => {
    if (!Slider) return
    const frame = window.requestAnimationFrame(syncInert)
    return () => window.cancelAnimationFrame(frame)
  }, [Slider, current, width, syncInert])

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

  const showControls = !!Slider && count > (active.slidesToShow ?? 1)

  // A sideways wheel gesture over the slides moves them, one slide per WHEEL_THROTTLE_MS.
  // (A listener of our own: React's onWheel is passive, so it could not keep the browser from
  // also scrolling sideways or going back in history.)
  useEffect(() => {
    const viewport = viewportRef.current
    if (!showControls || !active.wheel || !viewport) return
    let last: number | null = null
    const onWheel = (event: WheelEvent) => {
      const step = wheelStep(event)
      if (!step) return
      event.preventDefault()
      const now = performance.now()
      if (!wheelStepAllowed(now, last)) return
      last = now
      if (step === 'next') sliderRef.current?.slickNext()
      else sliderRef.current?.slickPrev()
    }
    viewport.addEventListener('wheel', onWheel, { passive: false })
    return () => viewport.removeEventListener('wheel', onWheel)
  }, [showControls, active.wheel])

  // react-slick changes slide when a drag covers more than the list's width divided by
  // `touchThreshold`, read once, when the drag ends. Its threshold depends on how long the
  // drag took (`dragThreshold`), so slick gets an object whose value is worked out then.
  // (Slick re-lays out its track when a number setting changes, not an object: a number
  // changed mid-drag would make the slides jump.)
  const touchThreshold = useMemo(() => {
    const slidesToShow = Number(active.slidesToShow ?? 1)
    return {
      valueOf: () => {
        const held = press.current === null ? 0 : performance.now() - press.current.at
        return slickTouchThreshold(dragThreshold(held), slidesToShow)
      },
    }
  }, [active.slidesToShow])

  // react-slick 0.31 registers its `responsive` media queries without evaluating them once,
  // so a phone would get the widest layout: slick gets the settings already resolved for
  // the current width instead (and re-lays out when the width crosses a breakpoint).
  const slickSettings: Settings = useMemo(() => {
    const { responsive: _unused, wheel: _wheel, ...rest } = active
    return {
      ...(rest as Settings),
      touchThreshold: touchThreshold as unknown as number,
      // Autoplay, arrows and focus handling are this component's job.
      autoplay: false,
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
      arrows: false,
      dots: false,
      accessibility: true,
      speed: reducedMotion ? 0 : (rest.speed ?? 300),
      beforeChange: (_from: number, to: number) => {
        setCurrent(to)
        onChange?.(to)
      },
      afterChange: syncInert,
      onReInit: syncInert,
    }
  }, [active, reducedMotion, syncInert, onChange, touchThreshold])

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

  const wrapSlide = (slide: React.ReactElement, index: number) => (
    <S.Slide
      key={slide.key ?? index}
      data-flush={flush || undefined}
      role="group"
      aria-roledescription="slide"
      aria-label={labelFor(index, count)}
    >
      {slide}
    </S.Slide>
  )

  const visibleCount = Math.max(1, Math.floor(Number(active.slidesToShow ?? 1)))
  const pageCount = active.infinite ? count : Math.max(1, count - visibleCount + 1)

  return (
    <S.Root ref={rootRef} className={className} aria-roledescription="carousel" aria-label={label}>
      {/* Hover, focus or a drag on the slides pauses autoplay (the controls do not).
          Slide changes are announced only when they are not automatic. */}
      <S.Viewport
        ref={viewportRef}
        data-flush={flush || undefined}
        aria-live={playing ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event: React.FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
        }}
        onPointerDown={startDrag}
        onTouchStart={startDrag}
        onClickCapture={clickAfterDrag}
      >
        {Slider && count > 1 ? (
          <S.SlickStyles>
            <Slider ref={sliderRef} {...slickSettings}>
              {slides.map(wrapSlide)}
            </Slider>
          </S.SlickStyles>
        ) : (
          <S.Fallback style={fallbackVariables(merged)} data-carousel-fallback="">
            {slides.slice(0, maxShown(merged)).map(wrapSlide)}
          </S.Fallback>
        )}
      </S.Viewport>

      {showControls ? (
        <S.Controls data-controls={controls}>
          <S.ControlButton
            type="button"
            onClick={() => sliderRef.current?.slickPrev()}
            disabled={!active.infinite && current <= 0}
            aria-label="Previous slide"
          >
            <Chevron direction="left" />
          </S.ControlButton>
          {canAutoplay && (
            <S.ControlButton
              type="button"
              onClick={() => setUserPaused(!paused)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
              data-carousel-toggle={paused ? 'play' : 'pause'}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </S.ControlButton>
          )}
          <S.ControlButton
            type="button"
            onClick={() => sliderRef.current?.slickNext()}
            disabled={!active.infinite && current >= pageCount - 1}
            aria-label="Next slide"
          >
            <Chevron direction="right" />
          </S.ControlButton>
          <S.Status aria-hidden="true">
            {Math.min(current, count - 1) + 1} / {count}
          </S.Status>
          {active.dots && (
            <S.Dots>
              {Array.from({ length: pageCount }, (_, index) => (
                <li key={index}>
                  <S.Dot
                    type="button"
                    aria-label={`Show slide ${index + 1} of ${count}`}
                    aria-current={index === current ? 'true' : undefined}
                    onClick={() => sliderRef.current?.slickGoTo(index)}
                  />
                </li>
              ))}
            </S.Dots>
          )}
        </S.Controls>
      ) : (
        count > 1 && <S.ControlsPlaceholder aria-hidden="true" data-controls={controls} />
      )}
    </S.Root>
  )
}

function maxShown(settings: CarouselSettings): number {
  return Math.ceil(Math.max(...slidesToShowSteps(settings)))
}

function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener?.('change', update)
    return () => query.removeEventListener?.('change', update)
  }, [])
  return reduced
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 5v14l12-7z" fill="currentColor" />
    </svg>
  )
}

/** The fallback's slide count per width range, as the variables Fallback's CSS reads. */
function fallbackVariables(settings: CarouselSettings): React.CSSProperties {
  return Object.fromEntries(
    slidesToShowSteps(settings).map((show, index) => [`--show-${index}`, show]),
  ) as React.CSSProperties
}
