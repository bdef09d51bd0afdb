import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { pageCard } from '../../styles/card'
import { Container } from '../layout/Layout.styles'

export const Wrap = styled(Container)`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.xxxl};
`

export const Card = styled.div`
  max-width: 44rem;
  ${pageCard}
  h1 {
    margin-top: 0;
    text-transform: uppercase;
  }
`

export const Part = styled.section`
  margin-top: ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin: ${theme.space.md} 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  address {
    font-style: normal;
  }
`

/** The coming days' hours; today stands out (marked in the markup, not by colour alone). */
export const Days = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space.xs};
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
  }
  li[data-today] {
    border-left: 4px solid ${theme.colors.brand};
    background: ${theme.colors.surfaceAlt};
    font-weight: 700;
  }
`

export const Pages = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
  li {
    margin: ${theme.space.xxs} 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
    font-weight: 700;
  }
`
