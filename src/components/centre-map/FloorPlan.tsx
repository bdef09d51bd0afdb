import React, { useEffect, useId, useMemo } from 'react'
import {
  POINT_KINDS,
  pointLegend,
  pointName,
  unitLabel,
  unitName,
  type MapCategory,
  type PlacedUnit,
  type PlanPoint,
  type PointKind,
} from '../../lib/centre-map'
import { Icon, type IconName } from '../common/Icon'
import * as S from './CentreMap.styles'
import { usePanZoom, type PanZoom } from './usePanZoom'

/** The label's size on the plan, in the plan's units. */
const LABEL_SIZE = 12
/** A point of interest's marker on the plan, in the plan's units. */
const POINT_SIZE = 26

/** The site's icon for each kind of point. */
const POINT_ICONS: Record<PointKind, IconName> = {
  toilets: 'toilets',
  'accessible-toilet': 'disabled',
  'parents-room': 'parents',
  atm: 'atm',
  information: 'information',
  lift: 'lift',
  entrance: 'entrance',
  'car-park': 'parking',
}

const isPointKind = (kind: string): kind is PointKind =>
  Object.prototype.hasOwnProperty.call(POINT_KINDS, kind)

/** A point of interest: the site's icon in a disc, named for screen readers. */
function Point({ point }: { point: PlanPoint }) {
  if (!isPointKind(point.kind)) return null
  const r = POINT_SIZE / 2
  const icon = POINT_SIZE * 0.64
  return (
    <g
      className="point"
      transform={`translate(${point.x - r} ${point.y - r})`}
      role="img"
      aria-label={pointName(point)}
    >
      <circle cx={r} cy={r} r={r} />
      <g transform={`translate(${r - icon / 2} ${r - icon / 2})`}>
        <Icon name={POINT_ICONS[point.kind]} size={icon} />
      </g>
    </g>
  )
}

/** The plan's legend: the categories' colours and the points' icons. */
function Legend({
  categories,
  points,
}: {
  categories: readonly MapCategory[]
  points: readonly PlanPoint[]
}) {
  const kinds = pointLegend(points)
  return (
    <figcaption>
      <S.Legend aria-label="Categories">
        {categories.map((c) => (
          <li key={c.name}>
            <span aria-hidden="true" className={`swatch-${c.swatch}`} />
            {c.name}
          </li>
        ))}
      </S.Legend>
      {kinds.length > 0 && (
        <S.Legend aria-label="Amenities">
          {kinds.map((kind) => (
            <li key={kind}>
              <Icon name={POINT_ICONS[kind]} size={20} className="point-icon" />
              {POINT_KINDS[kind]}
            </li>
          ))}
        </S.Legend>
      )}
    </figcaption>
  )
}

/** How far the plan zooms in on a store a link or the list chose. */
const CHOSEN_SCALE = 2

export interface PlanView {
  /** Shop numbers to highlight; null when nothing is searched or chosen. */
  highlighted: ReadonlySet<string> | null
  /** The unit to bring into view and focus, once, when it changes. */
  focusShop: string | null
}

function Unit({ unit, swatch, state }: { unit: PlacedUnit; swatch: number; state: string }) {
  const { x, y, width, height } = unit.box
  const shape = <g dangerouslySetInnerHTML={{ __html: unit.shape }} />
  if (!unit.store) {
    return (
      <g className="vacant" aria-hidden="true">
        {shape}
      </g>
    )
  }
  return (
    <a
      href={unit.store.path}
      className={`unit swatch-${swatch} ${state}`.trim()}
      aria-label={unitName(unit)}
      data-shop={unit.shopNumber}
    >
      {shape}
      <text x={x + width / 2} y={y + height / 2} textAnchor="middle" dominantBaseline="central">
        {unitLabel(unit, LABEL_SIZE)}
      </text>
    </a>
  )
}

/** A unit's middle in the plan's own pixels at scale 1 (what panning works in). */
function unitMiddle(svg: SVGSVGElement, viewBox: string, box: PlacedUnit['box']) {
  const [minX, minY, width] = viewBox.split(/[\s,]+/).map(Number)
  const px = svg.clientWidth / (width || 1)
  return { x: (box.x + box.width / 2 - minX) * px, y: (box.y + box.height / 2 - minY) * px }
}

const outside = (inner: DOMRect, outer: DOMRect) =>
  inner.left < outer.left ||
  inner.right > outer.right ||
  inner.top < outer.top ||
  inner.bottom > outer.bottom

/**
 * The chosen unit: brought into view, into the middle of the plan (zoomed in a little where
 * the plan can zoom) and given focus. A unit reached by Tab that is out of view is brought to
 * the middle too.
 */
function useUnitFocus(
  focusShop: string | null,
  viewBox: string,
  units: readonly PlacedUnit[],
  pz: PanZoom,
) {
  const boxOf = useMemo(() => new Map(units.map((u) => [u.shopNumber, u.box])), [units])
  const { viewport, plan, centreOn } = pz
  const canZoom = pz.controls !== null
  useEffect(() => {
    const frame = viewport.current
    const link =
      focusShop && frame?.querySelector<SVGAElement>(`a[data-shop="${CSS.escape(focusShop)}"]`)
    if (!frame || !link) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const behavior = still ? 'auto' : 'smooth'
    if (frame.dataset.zoomable === undefined)
      link.scrollIntoView({ block: 'center', inline: 'center', behavior })
    else frame.scrollIntoView({ block: 'center', behavior })
    link.focus({ preventScroll: true })
  }, [focusShop, viewport])
  useEffect(() => {
    const box = focusShop && boxOf.get(focusShop)
    if (box && canZoom && plan.current)
      centreOn(unitMiddle(plan.current, viewBox, box), CHOSEN_SCALE)
  }, [focusShop, canZoom, boxOf, centreOn, plan, viewBox])
  return (event: React.FocusEvent) => {
    const shop = (event.target as Element).getAttribute('data-shop')
    const box = shop && boxOf.get(shop)
    const frame = viewport.current
    if (!box || !frame || !plan.current || !canZoom) return
    if (outside(event.target.getBoundingClientRect(), frame.getBoundingClientRect()))
      centreOn(unitMiddle(plan.current, viewBox, box))
  }
}

/** The buttons that zoom the plan, shown once it can zoom. */
function ZoomControls({ controls }: { controls: NonNullable<PanZoom['controls']> }) {
  return (
    <S.ZoomBar>
      <p>Drag to move the plan, pinch or Ctrl + scroll to zoom.</p>
      <button type="button" onClick={controls.zoomIn} aria-label="Zoom in">
        +
      </button>
      <button type="button" onClick={controls.zoomOut} aria-label="Zoom out">
        −
      </button>
      <button type="button" onClick={controls.reset}>
        Whole plan
      </button>
    </S.ZoomBar>
  )
}

/** One level's plan: its drawing, every unit (a link to its store when let), the legend. */
export function FloorPlan({
  name,
  plan,
  units,
  legend,
  view,
}: {
  name: string
  plan: { viewBox: string; drawing: string; points: readonly PlanPoint[] }
  units: readonly PlacedUnit[]
  legend: readonly MapCategory[]
  view: PlanView
}) {
  const swatchOf = new Map(legend.map((c) => [c.name, c.swatch]))
  const titleId = useId()
  const pz = usePanZoom()
  const onFocus = useUnitFocus(view.focusShop, plan.viewBox, units, pz)
  const stateOf = (unit: PlacedUnit) =>
    !view.highlighted ? '' : view.highlighted.has(unit.shopNumber) ? 'match' : 'dim'
  return (
    <S.Plan>
      {pz.controls && <ZoomControls controls={pz.controls} />}
      <S.PlanScroller ref={pz.viewport} onKeyDown={pz.onKeyDown} onFocus={onFocus}>
        <svg ref={pz.plan} viewBox={plan.viewBox} role="group" aria-labelledby={titleId}>
          <title id={titleId}>{`Floor plan: ${name}`}</title>
          <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: plan.drawing }} />
          {units.map((unit) => (
            <Unit
              key={unit.shopNumber}
              unit={unit}
              swatch={(unit.store?.category && swatchOf.get(unit.store.category)) || 0}
              state={stateOf(unit)}
            />
          ))}
          {plan.points.map((point, i) => (
            <Point key={i} point={point} />
          ))}
        </svg>
      </S.PlanScroller>
      <Legend categories={legend} points={plan.points} />
    </S.Plan>
  )
}
