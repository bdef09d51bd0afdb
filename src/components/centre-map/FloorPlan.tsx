import React, { useEffect, useId, useRef } from 'react'
import { unitLabel, unitName, type MapCategory, type PlacedUnit } from '../../lib/centre-map'
import * as S from './CentreMap.styles'

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

/** Brings the chosen unit into the middle of the view and gives it focus. */
function useFocusUnit(focusShop: string | null) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!focusShop || !ref.current) return
    const link = ref.current.querySelector<SVGAElement>(`a[data-shop="${CSS.escape(focusShop)}"]`)
    if (!link) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    link.scrollIntoView({ block: 'center', inline: 'center', behavior: still ? 'auto' : 'smooth' })
    link.focus({ preventScroll: true })
  }, [focusShop])
  return ref
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
  plan: { viewBox: string; drawing: string }
  units: readonly PlacedUnit[]
  legend: readonly MapCategory[]
  view: PlanView
}) {
  const swatchOf = new Map(legend.map((c) => [c.name, c.swatch]))
  const titleId = useId()
  const ref = useFocusUnit(view.focusShop)
  const stateOf = (unit: PlacedUnit) =>
    !view.highlighted ? '' : view.highlighted.has(unit.shopNumber) ? 'match' : 'dim'
  return (
    <S.Plan>
      <S.PlanScroller ref={ref}>
        <svg viewBox={plan.viewBox} role="group" aria-labelledby={titleId}>
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
        </svg>
      </S.PlanScroller>
      <figcaption>
        <S.Legend aria-label="Categories">
          {legend.map((c) => (
            <li key={c.name}>
              <span aria-hidden="true" className={`swatch-${c.swatch}`} />
              {c.name}
            </li>
          ))}
        </S.Legend>
      </figcaption>
    </S.Plan>
  )
}
