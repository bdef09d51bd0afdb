import React from 'react'
import { render, screen } from '@testing-library/react'
import { PhoneText } from './PhoneText'

describe('PhoneText', () => {
  it('links the number as written, and keeps the words around it', () => {
    const { container } = render(<PhoneText phone="02 5550 1001 (Shop 1)" />)
    const link = screen.getByRole('link', { name: '02 5550 1001' })
    expect(link.getAttribute('href')).toBe('tel:0255501001')
    expect(container.textContent).toBe('02 5550 1001 (Shop 1)')
  })

  it('shows text without a number as text', () => {
    const { container } = render(<PhoneText phone="Ask at the centre desk" />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe('Ask at the centre desk')
  })
})
