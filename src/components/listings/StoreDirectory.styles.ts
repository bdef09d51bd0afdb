import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Section = styled(Container)`
  padding-bottom: ${theme.space.xxl};
`

export const Heading = styled.h2`
  margin-bottom: ${theme.space.md};
`

export const Count = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.inkMuted};
  font-weight: 700;
`

export const Empty = styled.p`
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  font-size: ${theme.fontSizes.lg};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
`
