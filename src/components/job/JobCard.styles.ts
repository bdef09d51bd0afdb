import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardBody, cardFrame, cardMedia, cardTitleLink } from '../../styles/card'

export const Card = styled.article`
  ${cardFrame}
  box-shadow: ${theme.shadows.card};
`

export const Media = styled.div`
  aspect-ratio: 55 / 36;
  background: ${theme.colors.surfaceAlt};
  ${cardMedia}
`

export const Body = styled.div`
  ${cardBody('xs', 'lg')}
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: 1.25;
  ${cardTitleLink}
`

export const Employer = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.accent};
`

export const Summary = styled.p`
  margin: 0;
`

export const Extra = styled.p`
  margin: auto 0 0;
  padding-top: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  color: ${theme.colors.inkMuted};
`
