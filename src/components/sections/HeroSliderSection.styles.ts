import styled from 'styled-components'
import { theme } from '../../styles/theme'

export const Wrap = styled.div`
  margin: ${theme.space.xl} 0;
`
