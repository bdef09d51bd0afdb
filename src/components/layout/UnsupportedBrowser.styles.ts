import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

export const UnsupportedBanner = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  text-align: center;
  font-weight: 700;
  &[hidden] {
    display: none;
  }
`
