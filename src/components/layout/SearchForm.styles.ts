import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

export const SearchForm = styled.form`
  display: flex;
  gap: ${theme.space.xs};
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.md} 0;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    border: 2px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
    font: inherit;
    background: ${theme.colors.surface};
    color: ${theme.colors.ink};
  }
  button {
    min-height: 44px;
    padding: 0 ${theme.space.md};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.brand};
    color: ${theme.colors.brandInk};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.accent};
  }
`
