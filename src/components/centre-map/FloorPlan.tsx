import React, { useId } from 'react'
import {
  unitLabel,
  unitName,
  type MapCategory,
  type PlacedUnit,
  type PlanPoint,
} from '../../lib/centre-map'
import * as S from './CentreMap.styles'
import { Legend, Point } from './PlanMarks'
import { useUnitFocus } from './useUnitFocus'
import { usePanZoom } from './usePanZoom'
import { ZoomControls } from './ZoomControls'

/** The label's size on the plan, in the plan's units. */
const LABEL_SIZE = 12

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
