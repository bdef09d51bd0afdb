import React from 'react'
import type SlickSlider from 'react-slick'
import type { SlideSettings } from '../../lib/slides'
import { Chevron, PauseIcon, PlayIcon } from './CarouselIcons'
import * as S from './Carousel.styles'

type CarouselControlsProps = {
  placement: 'below' | 'overlay'
  slider: React.RefObject<SlickSlider | null>
  count: number
  current: number
  /** The settings at the current width. */
  settings: SlideSettings
  /** Autoplay is on at the current width: a Pause/Play button is shown. */
  canAutoplay: boolean
  paused: boolean
  onTogglePaused: () => void
}

/** Previous, Pause/Play and Next buttons, the "n / N" status and, with `dots`, the dots. */
export function CarouselControls({
  placement,
  slider,
  count,
  current,
  settings: { slidesToShow, infinite, dots },
  canAutoplay,
  paused,
  onTogglePaused,
}: CarouselControlsProps) {
  // How many positions the slides can take (each dot shows one).
  const visibleCount = Math.max(1, Math.floor(Number(slidesToShow ?? 1)))
  const pageCount = infinite ? count : Math.max(1, count - visibleCount + 1)
  return (
    <S.Controls data-controls={placement}>
      <S.ControlButton
        type="button"
        onClick={() => slider.current?.slickPrev()}
        disabled={!infinite && current <= 0}
        aria-label="Previous slide"
      >
        <Chevron direction="left" />
      </S.ControlButton>
      {canAutoplay && (
        <S.ControlButton
          type="button"
          onClick={onTogglePaused}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          data-carousel-toggle={paused ? 'play' : 'pause'}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </S.ControlButton>
      )}
      <S.ControlButton
        type="button"
        onClick={() => slider.current?.slickNext()}
        disabled={!infinite && current >= pageCount - 1}
        aria-label="Next slide"
      >
        <Chevron direction="right" />
      </S.ControlButton>
      <S.Status aria-hidden="true">
        {Math.min(current, count - 1) + 1} / {count}
      </S.Status>
      {dots && (
        <S.Dots>
          {Array.from({ length: pageCount }, (_, index) => (
            <li key={index}>
              <S.Dot
                type="button"
                aria-label={`Show slide ${index + 1} of ${count}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => slider.current?.slickGoTo(index)}
              />
            </li>
          ))}
        </S.Dots>
      )}
    </S.Controls>
  )
}
