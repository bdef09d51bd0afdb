import styled from 'styled-components'

export const Wrap = styled.div`
  margin: ${({ theme }) => theme.space.xl} 0;
`
