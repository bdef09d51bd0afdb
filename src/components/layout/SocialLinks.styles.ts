import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

export const SocialList = styled.ul<{ $onDark?: boolean }>`
  display: flex;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ $onDark }) => ($onDark ? theme.colors.brandInk : theme.colors.brand)};
  }
  a:hover {
    background: ${({ $onDark }) => ($onDark ? 'rgba(255,255,255,0.14)' : 'rgba(22,41,77,0.08)')};
    color: ${({ $onDark }) => ($onDark ? theme.colors.brandInk : theme.colors.accent)};
  }
`
