import styled from '../../styles/styled'
import { cardMedia, cardTitleLink } from '../../styles/card'

export const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

export const Media = styled.div`
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.brand};
  background-image: radial-gradient(rgba(255, 255, 255, 0.14) 18%, transparent 19%);
  background-size: 20px 20px;
  ${cardMedia}
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`

export const Label = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.3;
  ${cardTitleLink}
`

export const Date = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`

export const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
