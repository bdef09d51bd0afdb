import styled from '../../styles/styled'
import { cardBody, cardFrame, cardMedia, cardTitleLink } from '../../styles/card'

export const Card = styled.article`
  ${cardFrame}
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export const Media = styled.div`
  aspect-ratio: 55 / 36;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${cardMedia}
`

export const Body = styled.div`
  ${cardBody('xs', 'lg')}
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.25;
  ${cardTitleLink}
`

export const Employer = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`

export const Summary = styled.p`
  margin: 0;
`

export const Extra = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.inkMuted};
`
