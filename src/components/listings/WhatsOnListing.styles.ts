import styled from '../../styles/styled'

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
`

export const FilterLabel = styled.span`
  margin-right: ${({ theme }) => theme.space.xs};
  font-weight: 700;
`

export const FilterButton = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandInk};
  }
  &:hover {
    text-decoration: underline;
  }
`
