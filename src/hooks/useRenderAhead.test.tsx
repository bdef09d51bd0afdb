import React from 'react'
import { render } from '@testing-library/react'
import { RENDER_AHEAD_MARGIN, resetRenderAheadForTests, useRenderAhead } from './useRenderAhead'

/** A stand-in for the browser's IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback(
      [{ target: element, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
}

function Box({ label }: { label: string }) {
  const ref = useRenderAhead<HTMLDivElement>()
  return <div ref={ref} data-testid={label} />
}

describe('useRenderAhead', () => {
  const original = globalThis.IntersectionObserver
  beforeEach(() => {
    FakeObserver.instances = []
    resetRenderAheadForTests()
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  })
  afterEach(() => {
    globalThis.IntersectionObserver = original
  })

  it('marks a box data-near once it is within lazy-loading distance, and stops watching it', () => {
    const { getByTestId } = render(
      <>
        <Box label="first" />
        <Box label="far" />
      </>,
    )
    expect(FakeObserver.instances).toHaveLength(1)
    const [observer] = FakeObserver.instances
    expect(observer.options.rootMargin).toBe(RENDER_AHEAD_MARGIN)
    expect(RENDER_AHEAD_MARGIN).toBe('1250px 0px')
    const first = getByTestId('first')
    const far = getByTestId('far')
    expect(observer.observed).toEqual(new Set([first, far]))

    observer.report(first, true)
    observer.report(far, false)
    expect(first).toHaveAttribute('data-near', '')
    expect(far).not.toHaveAttribute('data-near')
    expect(observer.observed).toEqual(new Set([far]))
  })

  it('stops watching a box that unmounts before it is near', () => {
    const { unmount } = render(<Box label="gone" />)
    const [observer] = FakeObserver.instances
    expect(observer.observed.size).toBe(1)
    unmount()
    expect(observer.observed.size).toBe(0)
  })

  it('leaves the box alone where IntersectionObserver is missing', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver
    const { getByTestId } = render(<Box label="old" />)
    expect(getByTestId('old')).not.toHaveAttribute('data-near')
  })
})
