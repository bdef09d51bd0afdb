import styled from '../../styles/styled'

export const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
`

export const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  .gatsby-image-wrapper {
    max-width: 240px;
    width: 100%;
  }
`

export const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: 0 0 auto;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.brand};
  }
`

export const Label = styled.span`
  display: block;
  font-weight: 700;
`

export const Map = styled.figure`
  margin: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`

export const CentreMapLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-weight: 700;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`
