import { defineContentType } from '../types'
import { str, refIds } from '../fields'

/** One level of the centre map: its name and its floor plan (an SVG file, read by a resolver). */
export default defineContentType({
  drupal: 'paragraph__map_level',
  domain: 'MapLevel',
  typeDefs: /* GraphQL */ `
    type MapLevel implements Node @dontInfer {
      name: String!
      "The uploaded SVG, cleaned (gatsby/centre-map/floor-plan.ts); null when it cannot be read."
      plan: FloorPlan
    }
    type FloorPlan {
      viewBox: String!
      "The plan's drawing without its units: shapes and text."
      drawing: String!
      units: [PlanUnit!]!
      "Points of interest (toilets, ATM, entrances…), drawn with the site's icons."
      points: [PlanPoint!]!
    }
    "Where a store is: its level's plan with its own unit apart, for the small plan on its page."
    type StoreMapLocation {
      level: String!
      viewBox: String!
      drawing: String!
      "The shapes of the level's other units, SVG markup."
      otherUnits: [String!]!
      unit: PlanUnit!
    }
    type PlanPoint {
      "One of the kinds in src/lib/centre-map.ts POINT_KINDS, e.g. toilets."
      kind: String!
      x: Float!
      y: Float!
      "Its own name, from the shape's title, e.g. Main entrance."
      label: String
    }
    type PlanUnit {
      shopNumber: String!
      "The unit's shape, SVG markup."
      shape: String!
      box: PlanBox!
    }
    type PlanBox {
      x: Float!
      y: Float!
      width: Float!
      height: Float!
    }
  `,
  map: (n) => ({
    name: str(n.field_name) ?? '',
    planFile: refIds(n, 'field_plan')[0] ?? null,
  }),
})
