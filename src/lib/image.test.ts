import { artDirected, imageDataOf, imageSrc, sizerOf, type ImageData } from './image'

const desktop: ImageData = {
  layout: 'fullWidth',
  width: 1,
  height: 1 / 3,
  images: {
    sources: [{ srcSet: '/d-800.avif 800w', type: 'image/avif', sizes: '100vw' }],
    fallback: { src: '/d-1600.jpg', srcSet: '/d-800.jpg 800w,\n/d-1600.jpg 1600w', sizes: '100vw' },
  },
}
const mobile: ImageData = {
  layout: 'fullWidth',
  width: 1,
  height: 0.65,
  images: {
    sources: [{ srcSet: '/m-400.avif 400w', type: 'image/avif', sizes: '100vw' }],
    fallback: { src: '/m-800.jpg', srcSet: '/m-400.jpg 400w', sizes: '100vw' },
  },
}

describe('image data', () => {
  it('reads gatsbyImageData and its fallback URL', () => {
    expect(imageDataOf(desktop)).toBe(desktop)
    expect(imageSrc(desktop)).toBe('/d-1600.jpg')
    expect(imageDataOf(null)).toBeNull()
    expect(imageDataOf({ images: {} })).toBeNull()
    expect(imageSrc(undefined)).toBeUndefined()
  })

  it('puts the mobile sources first, each limited to the mobile media query', () => {
    const art = artDirected(desktop, mobile, '(max-width: 767px)')
    expect(art.images.sources).toEqual([
      {
        srcSet: '/m-400.avif 400w',
        type: 'image/avif',
        sizes: '100vw',
        media: '(max-width: 767px)',
      },
      { media: '(max-width: 767px)', srcSet: '/m-400.jpg 400w', sizes: '100vw' },
      { srcSet: '/d-800.avif 800w', type: 'image/avif', sizes: '100vw' },
    ])
    expect(art.images.fallback).toEqual(desktop.images.fallback)
  })

  it('reserves the box of each layout', () => {
    expect(sizerOf({ layout: 'fullWidth', width: 1, height: 0.5 })).toEqual({
      kind: 'ratio',
      paddingTop: '50%',
    })
    expect(sizerOf({ layout: 'fixed', width: 88, height: 88 })).toEqual({
      kind: 'fixed',
      width: 88,
      height: 88,
    })
    const constrained = sizerOf({ layout: 'constrained', width: 400, height: 300 })
    expect(constrained).toEqual({ kind: 'constrained', maxWidth: 400, width: 400, height: 300 })
  })
})
