import React, { useId } from 'react'
import { graphql } from 'gatsby'
import { RichText } from '../common/RichText'
import { useCollections } from '../collections/CollectionsContext'
import {
  mapCategories,
  placeStores,
  unitLabel,
  unitName,
  type MapCategory,
  type MapStore,
  type PlacedUnit,
} from '../../lib/centre-map'
import * as S from './CentreMapSection.styles'

type Level = Queries.SectionCentreMapFieldsFragment['levels'][number]
type Plan = NonNullable<Level['plan']>

/** The label's size on the plan, in the plan's units. */
const LABEL_SIZE = 12

/** The stores as the map needs them: each with its top-level category's name. */
function useMapStores(): MapStore[] {
  const { stores = [], categories = [] } = useCollections()
  const byTid = new Map(categories.map((c) => [c.tid, c]))
  return stores.map((store) => {
    const first = store.categories?.[0]
    const top = first?.parentTid ? byTid.get(first.parentTid) : first && byTid.get(first.tid)
    return {
      title: store.title,
      path: store.path,
      shopNumber: store.shopNumber,
      category: top?.name ?? null,
    }
  })
}

function Unit({ unit, swatch }: { unit: PlacedUnit; swatch: number | undefined }) {
  const { x, y, width, height } = unit.box
  const shape = <g dangerouslySetInnerHTML={{ __html: unit.shape }} />
  const label = (
    <text x={x + width / 2} y={y + height / 2} textAnchor="middle" dominantBaseline="central">
      {unitLabel(unit, LABEL_SIZE)}
    </text>
  )
  if (!unit.store) {
    return (
      <g className="vacant" aria-hidden="true">
        {shape}
      </g>
    )
  }
  return (
    <a href={unit.store.path} className={`unit swatch-${swatch ?? 0}`} aria-label={unitName(unit)}>
      {shape}
      {label}
    </a>
  )
}

function FloorPlan({
  level,
  plan,
  units,
  legend,
}: {
  level: Level
  plan: Plan
  units: PlacedUnit[]
  legend: MapCategory[]
}) {
  const swatchOf = new Map(legend.map((c) => [c.name, c.swatch]))
  const titleId = useId()
  return (
    <S.Plan>
      <S.PlanScroller>
        <svg viewBox={plan.viewBox} role="group" aria-labelledby={titleId}>
          <title id={titleId}>{`Floor plan: ${level.name}`}</title>
          <g aria-hidden="true" dangerouslySetInnerHTML={{ __html: plan.drawing }} />
          {units.map((unit) => (
            <Unit
              key={unit.shopNumber}
              unit={unit}
              swatch={unit.store?.category ? swatchOf.get(unit.store.category) : undefined}
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

/** Every store on a plan, A–Z, with its shop number: the plan's accessible equivalent. */
function StoreIndex({ units }: { units: PlacedUnit[] }) {
  const occupied = units
    .flatMap((u) => (u.store ? [{ ...u.store, shopNumber: u.shopNumber }] : []))
    .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'))
  return (
    <div>
      <h3>Stores A–Z</h3>
      <S.StoreList>
        {occupied.map((store) => (
          <li key={store.shopNumber}>
            <a href={store.path}>{store.title}</a> <span>Shop {store.shopNumber}</span>
          </li>
        ))}
      </S.StoreList>
    </div>
  )
}

/**
 * The centre map: each level's floor plan with every store in its unit, coloured by
 * category, each unit a link to its store; beside it, every store A–Z with its shop number.
 */
export function CentreMapSection({ section }: { section: Queries.SectionCentreMapFieldsFragment }) {
  const stores = useMapStores()
  const levels = section.levels.flatMap((level) =>
    level.plan ? [{ level, plan: level.plan, units: placeStores(level.plan.units, stores) }] : [],
  )
  const all = levels.flatMap((l) => l.units)
  const legend = mapCategories(all)
  return (
    <S.Band aria-label={section.heading ?? 'Centre map'}>
      <S.Layout>
        <div>
          {section.heading && <h2>{section.heading}</h2>}
          <RichText html={section.text} />
          {levels.map(({ level, plan, units }) => (
            <div key={level.id}>
              {levels.length > 1 && <h3>{level.name}</h3>}
              <FloorPlan level={level} plan={plan} units={units} legend={legend} />
            </div>
          ))}
        </div>
        <StoreIndex units={all} />
      </S.Layout>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionCentreMapFields on SectionCentreMap {
    heading
    text
    levels {
      id
      name
      plan {
        viewBox
        drawing
        units {
          shopNumber
          shape
          box {
            x
            y
            width
            height
          }
        }
      }
    }
  }
`
