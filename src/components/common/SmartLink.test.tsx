import React from 'react'
import { render, screen } from '@testing-library/react'
import { SmartLink } from './SmartLink'

describe('SmartLink', () => {
  it('opens external pages in a new tab with rel="noopener noreferrer"', () => {
    render(<SmartLink to="https://www.instagram.com/x">Instagram</SmartLink>)
    const link = screen.getByRole('link', { name: /Instagram/ })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('does not link a javascript: target', () => {
    render(<SmartLink to="javascript:alert(1)">Evil</SmartLink>)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Evil').tagName).toBe('SPAN')
  })
})
