import styled from 'styled-components'

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`

export const Media = styled.div`
  aspect-ratio: 55 / 36;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.25;
  a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    text-decoration: underline;
  }
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
