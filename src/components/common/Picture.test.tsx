import React from 'react'
import { render } from '@testing-library/react'

import { Picture } from './Picture'
import type { ImageData } from '../../lib/image'

const image: ImageData = {
  layout: 'constrained',
  width: 400,
  height: 300,
  placeholder: { fallback: 'data:image/jpeg;base64,AAAA' },
  images: {
    sources: [
      { srcSet: '/a-400.avif 400w', type: 'image/avif', sizes: '(min-width: 400px) 400px, 100vw' },
    ],
    fallback: {
      src: '/a-400.jpg',
      srcSet: '/a-400.jpg 400w',
      sizes: '(min-width: 400px) 400px, 100vw',
    },
  },
}

describe('Picture', () => {
  it('renders a sized, lazily loaded <picture> with the formats first', () => {
    const { container } = render(<Picture image={image} alt="Shop front" />)
    const img = container.querySelector('img[data-image]') as HTMLImageElement
    expect(img.getAttribute('alt')).toBe('Shop front')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('width')).toBe('400')
    expect(img.getAttribute('height')).toBe('300')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(container.querySelector('source')?.getAttribute('type')).toBe('image/avif')
    const wrapper = container.firstElementChild as HTMLElement
    expect(wrapper.className).toBe('gatsby-image-wrapper gatsby-image-wrapper-constrained')
    expect(wrapper.style.backgroundImage).toContain('data:image/jpeg;base64,AAAA')
    // The constrained box: at most 400 px wide, 4:3, and no image of its own.
    const sizer = wrapper.querySelector('canvas[aria-hidden="true"]') as HTMLCanvasElement
    expect([sizer.width, sizer.height]).toEqual([400, 300])
    expect(sizer.style.maxWidth).toBe('100%')
    expect(sizer.style.height).toBe('auto')
    expect(container.querySelectorAll('img')).toHaveLength(1)
  })

  it('fetches a priority image eagerly and first', () => {
    const { container } = render(<Picture image={image} alt="" priority />)
    const img = container.querySelector('img[data-image]') as HTMLImageElement
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })

  it('shows no blurred placeholder behind a contained image (logos may be transparent)', () => {
    const { container } = render(<Picture image={image} alt="" objectFit="contain" />)
    expect((container.firstElementChild as HTMLElement).style.backgroundImage).toBe('')
  })
})
