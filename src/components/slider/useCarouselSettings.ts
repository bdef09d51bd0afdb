import { useMemo } from 'react'
import { resolveResponsive, type CarouselSettings } from '../../lib/slides'
import { useViewportWidth } from './useViewportWidth'

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

/**
 * The carousel's settings over the defaults (`merged`, every breakpoint), and those that apply
 * at the current window width (`active`; `merged` until the width is known after mount).
 */
export function useCarouselSettings(settings: CarouselSettings | undefined) {
  const merged = useMemo(() => ({ ...DEFAULTS, ...settings }), [settings])
  const width = useViewportWidth()
  const active = useMemo(
    () => (width === null ? merged : resolveResponsive(merged, width)),
    [merged, width],
  )
  return { merged, width, active }
}
