import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

export const Wrap = styled.div`
  margin: ${theme.space.xl} 0;
`
