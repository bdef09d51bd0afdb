import { resolveResponsive } from '../slides'
import { OFFERS_SLIDER_SETTINGS } from './offersSlider'

describe('store offers slider', () => {
  it('configures the offers slider per width', () => {
    const at = (width: number) => resolveResponsive(OFFERS_SLIDER_SETTINGS, width)
    expect(at(1600)).toMatchObject({ slidesToShow: 4, autoplay: false })
    expect(at(1500)).toMatchObject({ slidesToShow: 4, autoplay: false })
    expect(at(1200)).toMatchObject({ slidesToShow: 3, autoplay: false })
    expect(at(1100)).toMatchObject({ slidesToShow: 3 })
    expect(at(900)).toMatchObject({ slidesToShow: 1.2, autoplay: false })
    expect(at(800)).toMatchObject({ slidesToShow: 1.2 })
    expect(at(390)).toMatchObject({ slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 })
  })
})
