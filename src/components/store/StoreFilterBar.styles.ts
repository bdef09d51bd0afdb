import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
  ${mq('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    align-items: end;
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
  select,
  input {
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

export const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  flex-wrap: wrap;
`

export const Button = styled.button<{ $secondary?: boolean }>`
  flex: 1 0 auto;
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.lg};
  font: inherit;
  font-weight: 700;
  border-radius: ${theme.radii.pill};
  cursor: pointer;
  border: 2px solid ${theme.colors.brand};
  background: ${({ $secondary }) => ($secondary ? theme.colors.surface : theme.colors.brand)};
  color: ${({ $secondary }) => ($secondary ? theme.colors.brand : theme.colors.brandInk)};
  &:hover {
    background: ${({ $secondary }) => ($secondary ? theme.colors.surface : theme.colors.accent)};
    border-color: ${theme.colors.accent};
    color: ${({ $secondary }) => ($secondary ? theme.colors.accent : theme.colors.accentInk)};
  }
`
