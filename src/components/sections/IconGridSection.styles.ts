import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xl} 0;
`

export const Inner = styled(Container)`
  > h2 {
    text-transform: uppercase;
  }
`

export const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: ${theme.space.md};
    align-items: flex-start;
  }
  h3 {
    margin: 0 0 ${theme.space.xxs};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

export const IconBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  background: ${theme.colors.brand};
  color: ${theme.colors.brandInk};
`
