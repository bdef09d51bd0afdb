import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { cardMedia, cardTitleLink } from '../../styles/card'

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.sm};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
`

export const Media = styled.div`
  aspect-ratio: 1;
  border-radius: ${theme.radii.sm};
  background-color: ${theme.colors.brand};
  background-image: radial-gradient(rgba(255, 255, 255, 0.14) 18%, transparent 19%);
  background-size: 20px 20px;
  ${cardMedia}
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
`

export const Label = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  line-height: 1.3;
  ${cardTitleLink}
`

export const Date = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.inkMuted};
`

export const Summary = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
`
