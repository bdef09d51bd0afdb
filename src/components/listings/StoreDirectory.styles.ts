import styled from '../../styles/styled'
import { Container } from '../layout/Layout.styles'

export const Section = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxl};
`

export const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
`

export const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-weight: 700;
`

export const Empty = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
`
