import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { outlinedButton } from '../../styles/buttons'

export const Subscribe = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
`

/** Outlined, so it reads as the second choice beside a page's main button. */
export const SubscribeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  ${outlinedButton}
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.ink};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

export const FeedLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`
