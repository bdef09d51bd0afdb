import styled from 'styled-components'

/** A phone number never breaks across lines ("02 5550" / "0100" reads as two numbers). */
export const Number = styled.a`
  white-space: nowrap;
`
