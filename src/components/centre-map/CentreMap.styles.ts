import { styled } from '@linaria/react'
import { theme, mq } from '../../styles/theme'
import { outlinedButton } from '../../styles/buttons'
import { Container } from '../layout/Layout.styles'

export const Band = styled.section`
  padding: ${theme.space.xl} 0;
`

export const Layout = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  ${mq('lg')} {
    grid-template-columns: minmax(0, 2.2fr) minmax(16rem, 1fr);
    align-items: start;
  }
`

/**
 * The plan's own drawing, as the demo plan (and a plan drawn like it) names its parts; also
 * the store page's small plan (../store/StoreLocationPlan.tsx).
 */
export const PLAN_DRAWING = `
  .building {
    fill: #e9e7e1;
  }
  .walkway,
  .seating {
    fill: #ffffff;
  }
  .car-park {
    fill: #d9d7d1;
  }
  .area-label,
  .entrance {
    font: 600 14px ${theme.fonts.body};
    fill: ${theme.colors.inkMuted};
  }
`

/** Fills of the legend's categories: light, so the dark labels on them keep AA contrast. */
const SWATCHES = [
  '#cfe3f7',
  '#f9d9c4',
  '#d4ecd0',
  '#efd5ef',
  '#fbe9a9',
  '#cdeeea',
  '#f6d0d6',
  '#e2dccd',
]

export const Plan = styled.figure`
  margin: 0;
`

/** The level buttons: the pressed one filled, the others outlined. */
export const Levels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0 0 ${theme.space.md};
  button {
    min-height: 44px;
    padding: 0 ${theme.space.md};
    ${outlinedButton}
    border-radius: ${theme.radii.pill};
    font: 700 ${theme.fontSizes.md} ${theme.fonts.body};
  }
  button[aria-pressed='true'] {
    background: ${theme.colors.brand};
    color: ${theme.colors.surface};
  }
`

/** Above the plan once it can zoom: how to move it, and the zoom buttons. */
export const ZoomBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.xs};
  p {
    flex: 1 1 12rem;
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${theme.space.sm};
    ${outlinedButton}
    border-radius: ${theme.radii.sm};
    font: 700 ${theme.fontSizes.md} ${theme.fonts.body};
  }
  button:hover {
    background: ${theme.colors.surfaceAlt};
  }
`

/**
 * On a narrow screen the plan keeps a legible size and scrolls sideways (by touch, or by
 * keyboard as focus moves through its units). Once it can zoom (data-zoomable), it fits its
 * frame and is moved and zoomed inside it instead.
 */
export const PlanScroller = styled.div`
  overflow-x: auto;
  &[data-zoomable] {
    overflow: clip;
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.md};
  }
  &[data-zoomable] svg {
    min-width: 0;
  }
  svg {
    display: block;
    width: 100%;
    min-width: 48rem;
    height: auto;
    background: ${theme.colors.surfaceAlt};
    border-radius: ${theme.radii.md};
  }
  ${PLAN_DRAWING}
  .unit rect,
  .unit polygon,
  .unit path,
  .vacant rect,
  .vacant polygon,
  .vacant path {
    stroke: #ffffff;
    stroke-width: 2;
  }
  .vacant rect,
  .vacant polygon,
  .vacant path {
    fill: #f3f2ef;
  }
  .unit text {
    font: 700 12px ${theme.fonts.body};
    fill: ${theme.colors.ink};
    pointer-events: none;
  }
  a.unit:hover rect,
  a.unit:hover polygon,
  a.unit:hover path,
  a.unit:focus-visible rect,
  a.unit:focus-visible polygon,
  a.unit:focus-visible path {
    stroke: ${theme.colors.focus};
    stroke-width: 4;
  }
  a.unit:focus-visible {
    outline: none;
  }
  /* A found or chosen unit: a heavy outline and an underlined label, the others faded, so the
     highlight does not rest on colour alone. */
  a.unit.match rect,
  a.unit.match polygon,
  a.unit.match path {
    stroke: ${theme.colors.ink};
    stroke-width: 5;
  }
  a.unit.match text {
    text-decoration: underline;
  }
  /* Only the fill fades: the labels keep their contrast. */
  a.unit.dim > :first-child {
    fill-opacity: 0.3;
  }
  @media (prefers-reduced-motion: no-preference) {
    a.unit > :first-child {
      transition: fill-opacity 0.2s;
    }
  }
  /* Points of interest: the icon in the brand colour on a white disc, over the drawing; the
     units under them stay clickable. */
  .point {
    pointer-events: none;
    color: ${theme.colors.brand};
  }
  .point > circle {
    fill: #ffffff;
    stroke: ${theme.colors.brand};
    stroke-width: 2;
  }
  ${SWATCHES.map((fill, i) => `.swatch-${i} > :first-child { fill: ${fill}; }`).join('\n')}
`

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
  .point-icon {
    color: ${theme.colors.brand};
  }
  span[aria-hidden] {
    width: 1rem;
    height: 1rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }
  ${SWATCHES.map((fill, i) => `.swatch-${i} { background: ${fill}; }`).join('\n')}
`

export const StoreList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 2 14rem;
  column-gap: ${theme.space.lg};
  li {
    break-inside: avoid;
    padding: ${theme.space.xxs} 0;
  }
  a {
    display: inline-block;
    min-height: 24px;
    color: ${theme.colors.ink};
    font-weight: 700;
  }
  span {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  ${mq('lg')} {
    columns: 1;
    max-height: 48rem;
    overflow-y: auto;
  }
`

export const Search = styled.form`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.md};
  label {
    font-weight: 700;
  }
  input {
    min-height: 44px;
    max-width: 24rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.inkMuted};
    border-radius: ${theme.radii.sm};
    font: inherit;
  }
`

export const Status = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${theme.space.sm};
  color: ${theme.colors.inkMuted};
`

export const ShowOnMap = styled.a`
  font-size: ${theme.fontSizes.sm};
  font-weight: 400 !important;
`
