import React from 'react'
import type { Settings } from 'react-slick'
import type SlickSlider from 'react-slick'
import { slidesToShowSteps, type CarouselSettings } from '../../lib/slides'
import type { SliderComponent } from './useLazySlider'
import * as S from './Carousel.styles'

type CarouselSlidesProps = {
  slides: React.ReactElement[]
  /** react-slick once loaded; until then the first slides are shown statically. */
  Slider: SliderComponent | null
  slider: React.MutableRefObject<SlickSlider | null>
  slickSettings: Settings
  /** The carousel's settings at every width, for the static layout. */
  settings: CarouselSettings
  flush: boolean
  labelFor: (index: number, count: number) => string
}

/**
 * The slides, each a group labelled for its place: in react-slick once it has loaded, before
 * that (and in the server render) as many of the first ones as fit at each breakpoint.
 */
export function CarouselSlides({
  slides,
  Slider,
  slider,
  slickSettings,
  settings,
  flush,
  labelFor,
}: CarouselSlidesProps) {
  const count = slides.length
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

  return Slider && count > 1 ? (
    <S.SlickStyles>
      <Slider ref={slider} {...slickSettings}>
        {slides.map(wrapSlide)}
      </Slider>
    </S.SlickStyles>
  ) : (
    <S.Fallback style={fallbackVariables(settings)} data-carousel-fallback="">
      {slides.slice(0, maxShown(settings)).map(wrapSlide)}
    </S.Fallback>
  )
}

function maxShown(settings: CarouselSettings): number {
  return Math.ceil(Math.max(...slidesToShowSteps(settings)))
}

/** The fallback's slide count per width range, as the variables Fallback's CSS reads. */
function fallbackVariables(settings: CarouselSettings): React.CSSProperties {
  return Object.fromEntries(
    slidesToShowSteps(settings).map((show, index) => [`--show-${index}`, show]),
  ) as React.CSSProperties
}
