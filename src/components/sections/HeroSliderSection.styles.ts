import styled from '../../styles/styled'

export const Wrap = styled.div`
  margin: ${({ theme }) => theme.space.xl} 0;
`
