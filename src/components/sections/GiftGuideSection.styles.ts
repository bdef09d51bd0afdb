import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Section = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
`

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
  ${mq('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  ${mq('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  label {
    font-weight: 700;
    font-size: ${theme.fontSizes.sm};
  }
  select {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space.xs} ${theme.space.sm};
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
  }
`

export const Button = styled.button`
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.xl};
  font: inherit;
  font-weight: 700;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.accent};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brand};
    border-color: ${theme.colors.brand};
  }
  ${mq('md')} {
    grid-column: 1 / -1;
    justify-self: start;
  }
  ${mq('lg')} {
    grid-column: auto;
  }
`

export const Count = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-weight: 700;
`

/** Gifts: 2 columns on phones, 3 from medium, 4 from large. */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  ${mq('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.xl};
`

export const MoreButton = styled.button`
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.xl};
  font: inherit;
  font-weight: 700;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.brand};
  background: ${theme.colors.surface};
  color: ${theme.colors.brand};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`

export const Empty = styled.p`
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
`
