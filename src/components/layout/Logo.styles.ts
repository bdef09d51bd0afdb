import { styled } from '@linaria/react'
import { Link } from 'gatsby'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

export const LogoLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space.xs} ${theme.space.md};
  text-decoration: none;
  line-height: 1;
  color: ${theme.colors.brand};
  &:hover {
    color: ${theme.colors.brand};
  }
`

export const LogoMark = styled.span`
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: 1.5rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  ${mq('lg')} {
    font-size: 1.875rem;
  }
`

export const LogoSub = styled.span`
  margin-top: 0.3em;
  padding: 0.25em 0.6em;
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-family: ${theme.fonts.heading};
  font-weight: 600;
  font-size: 0.6875rem;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`
