import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { outlinedButton } from '../../styles/buttons'

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.xl};
`

/** The events feed, between the filters and the cards. */
export const Subscribe = styled.div`
  margin: -${theme.space.md} 0 ${theme.space.xl};
`

export const FilterLabel = styled.span`
  margin-right: ${theme.space.xs};
  font-weight: 700;
`

export const FilterButton = styled.button`
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  font: inherit;
  ${outlinedButton}
  &[aria-pressed='true'] {
    background: ${theme.colors.brand};
    color: ${theme.colors.brandInk};
  }
  &:hover {
    text-decoration: underline;
  }
`
