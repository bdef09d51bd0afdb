import styled from '../../styles/styled'
import { mq } from '../../styles/theme'

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  ${mq('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    align-items: end;
  }
`

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select,
  input {
    width: 100%;
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.inkMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`

export const Button = styled.button<{ $secondary?: boolean }>`
  flex: 1 0 auto;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font: inherit;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $secondary }) => ($secondary ? theme.colors.surface : theme.colors.brand)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.colors.brand : theme.colors.brandInk)};
  &:hover {
    background: ${({ theme, $secondary }) => ($secondary ? theme.colors.surface : theme.colors.accent)};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme, $secondary }) => ($secondary ? theme.colors.accent : theme.colors.accentInk)};
  }
`
