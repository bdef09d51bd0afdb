import { isScrolled, SCROLLED_FROM_PX, stickyHeaderVars } from './stickyHeader'

describe('isScrolled', () => {
  it('begins at 5 px', () => {
    expect(SCROLLED_FROM_PX).toBe(5)
    expect(isScrolled(0)).toBe(false)
    expect(isScrolled(4)).toBe(false)
    expect(isScrolled(4.9)).toBe(false)
    expect(isScrolled(5)).toBe(true)
    expect(isScrolled(1200)).toBe(true)
  })

  it('is not scrolled when the page is pulled past its top (negative scroll on iOS)', () => {
    expect(isScrolled(-30)).toBe(false)
  })
})

describe('stickyHeaderVars', () => {
  it('hides the strip above the viewport and pads scrolling by the bar', () => {
    expect(stickyHeaderVars(132, 60)).toEqual({
      '--strip-height': '60px',
      '--sticky-header-height': '72px',
    })
  })

  it('rounds fractional heights up', () => {
    expect(stickyHeaderVars(136.4, 40.2)).toEqual({
      '--strip-height': '41px',
      '--sticky-header-height': '96px',
    })
  })

  it('never gives a negative height', () => {
    expect(stickyHeaderVars(0, 0)).toEqual({
      '--strip-height': '0px',
      '--sticky-header-height': '0px',
    })
    expect(stickyHeaderVars(30, 40)['--sticky-header-height']).toBe('0px')
  })
})
