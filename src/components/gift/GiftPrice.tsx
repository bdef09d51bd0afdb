import React from 'react'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { formatPrice, isOnSale } from '../../lib/price'

const Price = styled.p<{ $size: 'md' | 'lg' }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space.xs};
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.md)};
  color: ${theme.colors.ink};
`

const Sale = styled.span`
  color: ${theme.colors.sale};
`

const Was = styled.s`
  font-size: 0.8em;
  font-weight: 400;
  color: ${theme.colors.inkMuted};
`

/**
 * A gift's price. With an original price the price is red and the original struck through;
 * screen readers hear "Sale price $139.00, was $189.00" (not only the colour or the line).
 */
export function GiftPrice({
  price,
  originalPrice,
  size = 'md',
  className,
}: {
  price: number
  originalPrice?: number | null
  size?: 'md' | 'lg'
  className?: string
}) {
  if (!isOnSale(price, originalPrice)) {
    return (
      <Price $size={size} className={className} data-testid="gift-price">
        {formatPrice(price)}
      </Price>
    )
  }
  return (
    <Price $size={size} className={className} data-testid="gift-price">
      <Sale data-testid="gift-sale-price">
        <span className="visually-hidden">Sale price </span>
        {formatPrice(price)}
      </Sale>
      <Was data-testid="gift-original-price">
        <span className="visually-hidden">, was </span>
        {formatPrice(originalPrice as number)}
      </Was>
    </Price>
  )
}
