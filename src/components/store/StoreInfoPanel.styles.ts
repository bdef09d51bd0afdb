import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { outlinedButton } from '../../styles/buttons'

export const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
`

export const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space.md};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.sm};
  .gatsby-image-wrapper {
    max-width: 240px;
    width: 100%;
  }
`

export const Name = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  li {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex: 0 0 auto;
    margin-top: 0.2em;
    color: ${theme.colors.brand};
  }
`

export const Label = styled.span`
  display: block;
  font-weight: 700;
`

export const Map = styled.figure`
  margin: 0;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  overflow: hidden;
`

export const CentreMapLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  ${outlinedButton}
  text-decoration: none;
  border-radius: ${theme.radii.pill};
  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`
