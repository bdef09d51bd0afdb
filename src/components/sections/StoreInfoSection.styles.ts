import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xl} 0;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`

export const Inner = styled(Container)`
  display: grid;
  gap: ${theme.space.lg};
  ${mq('md')} {
    grid-template-columns: 1.3fr 1fr;
    align-items: center;
  }
`

export const Text = styled.div`
  h2 {
    text-transform: uppercase;
  }
  p {
    margin: 0 0 ${theme.space.xs};
  }
`

export const Facts = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.sm};
  }
  svg {
    flex: none;
    color: ${theme.colors.accent};
  }
  a {
    font-weight: 700;
  }
`
