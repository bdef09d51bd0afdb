import { styled } from '@linaria/react'

/** A phone number never breaks across lines ("02 5550" / "0100" reads as two numbers). */
export const Number = styled.a`
  white-space: nowrap;
`
