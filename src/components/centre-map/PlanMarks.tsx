import React from 'react'
import {
  POINT_KINDS,
  pointLegend,
  pointName,
  type MapCategory,
  type PlanPoint,
  type PointKind,
} from '../../lib/centre-map'
import { Icon, type IconName } from '../common/Icon'
import * as S from './CentreMap.styles'

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
export function Point({ point }: { point: PlanPoint }) {
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
export function Legend({
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
