import React, { useRef } from 'react'
import { act, render, screen } from '@testing-library/react'
import { useScrolled, useStickyHeader } from './useStickyHeader'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

function ScrollState() {
  return <p>{useScrolled() ? 'scrolled' : 'at top'}</p>
}

describe('useScrolled', () => {
  afterEach(() => scrollTo(0))

  it('follows the page scroll, from 5 px', () => {
    scrollTo(0)
    render(<ScrollState />)
    expect(screen.getByText('at top')).toBeTruthy()
    scrollTo(4)
    expect(screen.getByText('at top')).toBeTruthy()
    scrollTo(5)
    expect(screen.getByText('scrolled')).toBeTruthy()
    scrollTo(0)
    expect(screen.getByText('at top')).toBeTruthy()
  })

  it('starts scrolled when the page was already scrolled (a reload half-way down)', () => {
    scrollTo(640)
    render(<ScrollState />)
    expect(screen.getByText('scrolled')).toBeTruthy()
  })
})

/** A stand-in for ResizeObserver that the test drives by hand. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined
  observed: Element[] = []
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.observed = []
  }
}

function sized(element: Element, height: number) {
  element.getBoundingClientRect = () => ({ height }) as DOMRect
}

function StickyHeader() {
  const ref = useRef<HTMLElement>(null)
  useStickyHeader(ref)
  return (
    <header ref={ref}>
      <div data-info-strip="">Opening Hours</div>
      <div>Bar</div>
    </header>
  )
}

describe('useStickyHeader', () => {
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver
  afterEach(() => {
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = original
    document.documentElement.style.removeProperty('--sticky-header-height')
  })

  it('leaves the header in the flow of the page without ResizeObserver', () => {
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = undefined
    const { container } = render(<StickyHeader />)
    expect(container.querySelector('header')!.hasAttribute('data-sticky')).toBe(false)
  })

  it('measures header and strip, sets the offsets and marks the header sticky', () => {
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
    const { container, unmount } = render(<StickyHeader />)
    const header = container.querySelector('header')!
    const strip = container.querySelector('[data-info-strip]')!
    expect(FakeResizeObserver.last!.observed).toEqual([header, strip])
    expect(header.hasAttribute('data-sticky')).toBe(false)

    sized(header, 178)
    sized(strip, 106)
    act(() => FakeResizeObserver.last!.callback())
    expect(header.hasAttribute('data-sticky')).toBe(true)
    expect(header.style.getPropertyValue('--strip-height')).toBe('106px')
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('72px')

    // The strip unwraps on a wider screen: measured again.
    sized(header, 141)
    sized(strip, 45)
    act(() => FakeResizeObserver.last!.callback())
    expect(header.style.getPropertyValue('--strip-height')).toBe('45px')
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('96px')

    unmount()
    expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('')
  })

  it("leaves the root alone while the stylesheet's bar height is the measured one", () => {
    ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
    const sheet = document.createElement('style')
    sheet.textContent = ':root { --sticky-header-height: 72px }'
    document.head.append(sheet)
    try {
      const { container } = render(<StickyHeader />)
      const header = container.querySelector('header')!
      const strip = container.querySelector('[data-info-strip]')!
      sized(header, 178)
      sized(strip, 106)
      act(() => FakeResizeObserver.last!.callback())
      expect(header.hasAttribute('data-sticky')).toBe(true)
      expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('')

      // A taller bar (text at 200%): set on the root after all.
      sized(header, 196)
      act(() => FakeResizeObserver.last!.callback())
      expect(document.documentElement.style.getPropertyValue('--sticky-header-height')).toBe('90px')
    } finally {
      sheet.remove()
    }
  })
})
