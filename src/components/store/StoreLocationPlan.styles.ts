import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { PLAN_DRAWING } from '../centre-map/CentreMap.styles'

/** The small plan: the drawing in its greys, other units pale, the store's unit in the brand colour. */
export const Plan = styled.div`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }
  ${PLAN_DRAWING}
  .unit > * {
    fill: #d6d3cb;
    stroke: #ffffff;
    stroke-width: 2;
  }
  .here > * {
    fill: ${theme.colors.brand};
    stroke: ${theme.colors.ink};
    stroke-width: 4;
  }
  .pin {
    fill: #ffffff;
    stroke: ${theme.colors.ink};
    stroke-width: 3;
  }
`
