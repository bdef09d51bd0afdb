import type { CarouselSettings } from '../slides'

/**
 * The offers slider: 4 shown from 1500 px, 3 from 1100 px, 1.2 from 800 px
 * and 1 below, where it autoplays every 12 s (autoplay off on larger screens).
 */
export const OFFERS_SLIDER_SETTINGS: CarouselSettings = {
  slidesToShow: 4,
  slidesToScroll: 1,
  infinite: false,
  autoplay: false,
  autoplaySpeed: 12000,
  speed: 300,
  responsive: [
    { breakpoint: 1499, settings: { slidesToShow: 3 } },
    { breakpoint: 1099, settings: { slidesToShow: 1.2 } },
    { breakpoint: 799, settings: { slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 } },
  ],
}
