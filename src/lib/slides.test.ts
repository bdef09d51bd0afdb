import {
  dragThreshold,
  HERO_FRAME_FALLBACK,
  heroFrame,
  isDrag,
  isSlideVisible,
  resolveResponsive,
  slideLabel,
  slidesToShowSteps,
  slickTouchThreshold,
  visibleSlides,
  WHEEL_THROTTLE_MS,
  wheelStep,
  wheelStepAllowed,
} from './slides'

const now = new Date('2026-11-21T01:00:00Z') // 12:00 on 21 Nov in Canberra (AEDT)

describe('isSlideVisible: all four combinations of publish and expiry dates', () => {
  test('no dates: shown', () => {
    expect(isSlideVisible({}, now)).toBe(true)
    expect(isSlideVisible({ publishDate: null, expiryDate: null }, now)).toBe(true)
  })
  test('expiry only: shown until then', () => {
    expect(isSlideVisible({ expiryDate: '2026-12-26T23:59:59' }, now)).toBe(true)
    expect(isSlideVisible({ expiryDate: '2026-11-11T23:59:59' }, now)).toBe(false)
    expect(isSlideVisible({ expiryDate: '2026-11-21T11:59:00' }, now)).toBe(false)
    expect(isSlideVisible({ expiryDate: '2026-11-21T12:00:00' }, now)).toBe(true)
  })
  test('publish only: shown from then', () => {
    expect(isSlideVisible({ publishDate: '2026-11-16T00:00:00' }, now)).toBe(true)
    expect(isSlideVisible({ publishDate: '2026-12-21T00:00:00' }, now)).toBe(false)
    expect(isSlideVisible({ publishDate: '2026-11-21T12:01:00' }, now)).toBe(false)
  })
  test('both: shown between', () => {
    const current = { publishDate: '2026-11-20T00:00:00', expiryDate: '2026-12-24T17:00:00' }
    const future = { publishDate: '2027-01-20T00:00:00', expiryDate: '2027-02-09T23:59:59' }
    const past = { publishDate: '2026-10-12T00:00:00', expiryDate: '2026-11-01T23:59:59' }
    expect(isSlideVisible(current, now)).toBe(true)
    expect(isSlideVisible(future, now)).toBe(false)
    expect(isSlideVisible(past, now)).toBe(false)
  })
  test('date-only values cover the whole Canberra day', () => {
    expect(isSlideVisible({ expiryDate: '2026-11-21' }, now)).toBe(true)
    expect(isSlideVisible({ publishDate: '2026-11-21' }, now)).toBe(true)
    expect(isSlideVisible({ expiryDate: '2026-11-20' }, now)).toBe(false)
  })
  test('zone-less date-times are Canberra local time, not UTC', () => {
    // 00:30 on 22 Nov in Canberra is 13:30Z on 21 Nov.
    const justAfterMidnight = new Date('2026-11-21T13:30:00Z')
    expect(isSlideVisible({ publishDate: '2026-11-22T00:00:00' }, justAfterMidnight)).toBe(true)
    expect(isSlideVisible({ expiryDate: '2026-11-21T23:59:59' }, justAfterMidnight)).toBe(false)
  })
  test('visibleSlides keeps order', () => {
    const slides = [
      { id: 'a' },
      { id: 'b', expiryDate: '2026-11-01T00:00:00' },
      { id: 'c', publishDate: '2026-11-01T00:00:00' },
    ]
    expect(visibleSlides(slides, now).map((s) => s.id)).toEqual(['a', 'c'])
  })
})

describe('resolveResponsive (react-slick breakpoint semantics)', () => {
  const settings = {
    slidesToShow: 4,
    autoplay: false,
    responsive: [
      { breakpoint: 1499, settings: { slidesToShow: 3 } },
      { breakpoint: 799, settings: { slidesToShow: 1, autoplay: true, autoplaySpeed: 12000 } },
      { breakpoint: 1099, settings: { slidesToShow: 1.2 } },
    ],
  }
  test.each([
    [390, 1, true],
    [799, 1, true],
    [800, 1.2, false],
    [1100, 3, false],
    [1499, 3, false],
    [1500, 4, false],
  ])('at %ipx shows %p (autoplay %p)', (width, show, autoplay) => {
    const active = resolveResponsive(settings, width)
    expect(active.slidesToShow).toBe(show)
    expect(!!active.autoplay).toBe(autoplay)
  })
  test('no responsive: base settings', () => {
    expect(resolveResponsive({ slidesToShow: 2 }, 300)).toEqual({ slidesToShow: 2 })
  })
  test('fallback: slides shown up to 799, 1099, 1499 px and above', () => {
    expect(slidesToShowSteps(settings)).toEqual([1, 1.2, 3, 4])
    expect(slidesToShowSteps({})).toEqual([1, 1, 1, 1])
  })
  test('fallback: a breakpoint the fallback CSS has no media query for is refused', () => {
    expect(() =>
      slidesToShowSteps({ responsive: [{ breakpoint: 900, settings: { slidesToShow: 2 } }] }),
    ).toThrow('Carousel breakpoint 900 is not one of 799, 1099, 1499')
  })
})

describe('wheel control (200 ms wheel throttle)', () => {
  test.each([
    [{ deltaX: 120, deltaY: 0 }, 'next'],
    [{ deltaX: -40, deltaY: 10 }, 'prev'],
    [{ deltaX: 0, deltaY: 100 }, null],
    [{ deltaX: 30, deltaY: 30 }, null],
    [{ deltaX: 5, deltaY: -80 }, null],
    [{ deltaX: 0, deltaY: 0 }, null],
    [{ deltaX: 0, deltaY: 100, shiftKey: true }, 'next'],
    [{ deltaX: 0, deltaY: -100, shiftKey: true }, 'prev'],
    [{ deltaX: -60, deltaY: 0, shiftKey: true }, 'prev'],
  ])('%p moves %p', (input, step) => {
    expect(wheelStep(input)).toBe(step)
  })
  test('one step per 200 ms', () => {
    expect(WHEEL_THROTTLE_MS).toBe(200)
    expect(wheelStepAllowed(1000, null)).toBe(true)
    expect(wheelStepAllowed(1199, 1000)).toBe(false)
    expect(wheelStepAllowed(1200, 1000)).toBe(true)
  })
})

describe('drag threshold (0.5 of a slide for a short drag, 0.15 otherwise)', () => {
  test('a drag released within 300 ms must cover half a slide, a longer one 0.15', () => {
    expect(dragThreshold(0)).toBe(0.5)
    expect(dragThreshold(299)).toBe(0.5)
    expect(dragThreshold(300)).toBe(0.15)
    expect(dragThreshold(2000)).toBe(0.15)
  })
  test("as react-slick's touchThreshold: the list's width over it is that part of a slide", () => {
    const slideWidth = 300
    for (const show of [1, 1.2, 3, 4, 5]) {
      for (const fraction of [0.5, 0.15]) {
        const listWidth = slideWidth * show
        expect(listWidth / slickTouchThreshold(fraction, show)).toBeCloseTo(slideWidth * fraction)
      }
    }
  })
})

test('a press and release more than 10 px apart is a drag, not a click', () => {
  expect(isDrag({ x: 100, y: 100 }, { x: 100, y: 100 })).toBe(false)
  expect(isDrag({ x: 100, y: 100 }, { x: 106, y: 108 })).toBe(false)
  expect(isDrag({ x: 100, y: 100 }, { x: 89, y: 100 })).toBe(true)
  expect(isDrag(null, { x: 500, y: 0 })).toBe(false)
})

test('slideLabel', () => {
  expect(slideLabel(1, 5)).toBe('Slide 2 of 5')
})

describe('heroFrame: every hero slide takes the first slide shape', () => {
  test('desktop and mobile ratios of the first slide, as padding percentages', () => {
    expect(
      heroFrame({ image: { width: 1920, height: 640 }, mobileImage: { width: 780, height: 510 } }),
    ).toEqual({ desktop: '33.333%', mobile: '65.385%' })
  })
  test('without a mobile image the desktop ratio is used below md too', () => {
    expect(heroFrame({ image: { width: 2000, height: 800 }, mobileImage: null })).toEqual({
      desktop: '40.000%',
      mobile: '40.000%',
    })
  })
  test('without usable sizes: the default hero shape', () => {
    // 3:1 on a desktop, about 3:2 on a phone.
    expect(HERO_FRAME_FALLBACK).toEqual({ desktop: '33.320%', mobile: '65.400%' })
    expect(heroFrame(undefined)).toEqual(HERO_FRAME_FALLBACK)
    expect(heroFrame({ image: { width: 0, height: 500 }, mobileImage: { width: 390 } })).toEqual(
      HERO_FRAME_FALLBACK,
    )
    expect(heroFrame({ image: null, mobileImage: { width: 400, height: 300 } })).toEqual({
      desktop: HERO_FRAME_FALLBACK.desktop,
      mobile: '75.000%',
    })
  })
})
