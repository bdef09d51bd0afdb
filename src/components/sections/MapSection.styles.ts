import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xxl} 0;
  background: ${theme.colors.surface};
`

export const Grid = styled(Container)<{ $reversed: boolean }>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${mq('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    & > :first-child {
      order: ${({ $reversed }) => ($reversed ? 2 : 0)};
    }
  }
`

export const Text = styled.div`
  h2 {
    text-transform: uppercase;
  }
`

export const MapFrame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  box-shadow: ${theme.shadows.card};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`
