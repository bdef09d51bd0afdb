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
import React, { useRef, useState } from 'react'
import type SlickSlider from 'react-slick'
import { slideLabel, type CarouselSettings } from '../../lib/slides'
import { CarouselControls } from './CarouselControls'
import { CarouselSlides } from './CarouselSlides'
import { useCarouselAutoplay } from './useCarouselAutoplay'
import { useCarouselSettings } from './useCarouselSettings'
import { useInertHiddenSlides } from './useInertHiddenSlides'
import { useLazySlider } from './useLazySlider'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'
import { useSlickSettings } from './useSlickSettings'
import { useSlideDrag } from './useSlideDrag'
import { useWheelSlides } from './useWheelSlides'
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

  const sliderRef = useRef<SlickSlider | null>(null)

  const { merged, width, active } = useCarouselSettings(settings)
  const reducedMotion = usePrefersReducedMotion()
  const Slider = useLazySlider(count)
  const [current, setCurrent] = useState(0)
  const drag = useSlideDrag(active.slidesToShow)

  const canAutoplay = !!active.autoplay && count > (active.slidesToShow ?? 1)
  const autoplay = useCarouselAutoplay({
    loaded: !!Slider,
    canAutoplay,
    reducedMotion,
    dragging: drag.dragging,
    current,
    autoplaySpeed: active.autoplaySpeed,
    slider: sliderRef,
  })
  const { rootRef, syncInert } = useInertHiddenSlides(!!Slider, current, width)

  const showControls = !!Slider && count > (active.slidesToShow ?? 1)
  const viewportRef = useWheelSlides(sliderRef, showControls && !!active.wheel)

  const slickSettings = useSlickSettings({
    active,
    reducedMotion,
    touchThreshold: drag.touchThreshold,
    syncInert,
    setCurrent,
    onChange,
  })

  return (
    <S.Root ref={rootRef} className={className} aria-roledescription="carousel" aria-label={label}>
      {/* Hover, focus or a drag on the slides pauses autoplay (the controls do not).
          Slide changes are announced only when they are not automatic. */}
      <S.Viewport
        ref={viewportRef}
        data-flush={flush || undefined}
        aria-live={autoplay.playing ? 'off' : 'polite'}
        {...autoplay.holdHandlers}
        onPointerDown={drag.startDrag}
        onTouchStart={drag.startDrag}
        onClickCapture={drag.clickAfterDrag}
      >
        <CarouselSlides
          slides={slides}
          Slider={Slider}
          slider={sliderRef}
          slickSettings={slickSettings}
          settings={merged}
          flush={flush}
          labelFor={labelFor}
        />
      </S.Viewport>

      {showControls ? (
        <CarouselControls
          placement={controls}
          slider={sliderRef}
          count={count}
          current={current}
          settings={active}
          canAutoplay={canAutoplay}
          paused={autoplay.paused}
          onTogglePaused={autoplay.togglePaused}
        />
      ) : (
        count > 1 && <S.ControlsPlaceholder aria-hidden="true" data-controls={controls} />
      )}
    </S.Root>
  )
}
