import React from 'react'
import { graphql } from 'gatsby'
import * as S from './StoreLocationPlan.styles'

/**
 * The store's place in the centre: its level's plan, drawn at build time, with its unit in the
 * brand colour and a pin on it. One image for screen readers, named by store, shop and level;
 * the centre map page is the interactive version.
 */
export function StoreLocationPlan({
  title,
  location,
}: {
  title: string
  location: Queries.StoreLocationPlanFragment
}) {
  const { x, y, width, height } = location.unit.box
  const pin = { x: x + width / 2, y: y + height / 2 }
  return (
    <S.Plan>
      <svg
        viewBox={location.viewBox}
        role="img"
        aria-label={`${title} on the centre map: shop ${location.unit.shopNumber}, ${location.level}`}
      >
        <g dangerouslySetInnerHTML={{ __html: location.drawing }} />
        <g className="unit" dangerouslySetInnerHTML={{ __html: location.otherUnits.join('') }} />
        <g className="here" dangerouslySetInnerHTML={{ __html: location.unit.shape }} />
        <circle className="pin" cx={pin.x} cy={pin.y} r={Math.min(width, height, 40) / 3} />
      </svg>
    </S.Plan>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment StoreLocationPlan on StoreMapLocation {
    level
    viewBox
    drawing
    otherUnits
    unit {
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
`
