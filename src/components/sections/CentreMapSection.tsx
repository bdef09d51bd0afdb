import React, { useEffect, useMemo, useState } from 'react'
import { graphql } from 'gatsby'
import { RichText } from '../common/RichText'
import { useCollections } from '../collections/CollectionsContext'
import { useSiteData } from '../../hooks/useSiteData'
import { mapCategories, placeStores, storeSlug, type MapStore } from '../../lib/centre-map'
import { FloorPlan } from '../centre-map/FloorPlan'
import { LevelSwitcher } from '../centre-map/LevelSwitcher'
import { MapSearch } from '../centre-map/MapSearch'
import { StoreIndex, type IndexedStore } from '../centre-map/StoreIndex'
import { useMapSearch } from '../centre-map/useMapSearch'
import * as S from '../centre-map/CentreMap.styles'

type Level = Queries.SectionCentreMapFieldsFragment['levels'][number]

/** The stores as the map needs them: each with its top-level category's name. */
function useMapStores(): MapStore[] {
  const { mapStores: stores = [], categories = [] } = useCollections()
  return useMemo(() => {
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
  }, [stores, categories])
}

/** Each level with a readable plan, its units given their stores; the stores on them, A–Z. */
function usePlacedLevels(levels: readonly Level[]) {
  const stores = useMapStores()
  return useMemo(() => {
    const placed = levels.flatMap((level) =>
      level.plan ? [{ level, plan: level.plan, units: placeStores(level.plan.units, stores) }] : [],
    )
    const units = placed.flatMap((l) => l.units)
    const indexed: IndexedStore[] = units
      .flatMap((u) => (u.store ? [{ ...u.store, shopNumber: u.shopNumber }] : []))
      .map((s) => ({ ...s, slug: storeSlug(s.path) }))
      .sort((a, b) => a.title.localeCompare(b.title, 'en-AU'))
    const levelOf = new Map(placed.flatMap((l) => l.units.map((u) => [u.shopNumber, l.level])))
    return { placed, indexed, legend: mapCategories(units), levelOf }
  }, [levels, stores])
}

/**
 * Which level is shown: every level until scripts run (a readable page without them); then,
 * for a centre of more than one, the first, the one the visitor picks, or the level of the
 * store a link or the list chose.
 */
function useShownLevel(ids: readonly string[], chosenLevel: string | null) {
  const [shown, setShown] = useState<string | null>(null)
  useEffect(() => {
    setShown(ids.length > 1 ? ids[0] : null)
  }, [ids])
  useEffect(() => {
    if (chosenLevel) setShown((current) => (current === null ? null : chosenLevel))
  }, [chosenLevel])
  return [shown, setShown] as const
}

/**
 * The centre map: a search box, each level's floor plan with every store in its unit,
 * coloured by category, each unit a link to its store; beside it, every store A–Z with its
 * shop number and a link that shows it on the plan. A centre of several levels shows one at a
 * time, with a button per level.
 */
export function CentreMapSection({ section }: { section: Queries.SectionCentreMapFieldsFragment }) {
  const { placed, indexed, legend, levelOf } = usePlacedLevels(section.levels)
  const search = useMapSearch(indexed, (shop) => levelOf.get(shop)?.name ?? '')
  const view = { highlighted: search.highlighted, focusShop: search.focusShop }
  const ids = useMemo(() => placed.map((l) => l.level.id), [placed])
  const chosenLevel = (search.focusShop && levelOf.get(search.focusShop)?.id) || null
  const [shown, setShown] = useShownLevel(ids, chosenLevel)
  const foundOn = (id: string) =>
    search.found ? [...search.found].filter((shop) => levelOf.get(shop)?.id === id).length : null
  const pdf = useSiteData().settings?.centreMapUrl
  return (
    <S.Band aria-label={section.heading ?? 'Centre map'}>
      <S.Layout>
        <div>
          {section.heading && <h2>{section.heading}</h2>}
          <RichText html={section.text} />
          {pdf && (
            <p>
              <a href={pdf} target="_blank" rel="noopener noreferrer">
                Download the centre map (PDF)
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          )}
          <MapSearch query={search.query} onQuery={search.setQuery} status={search.status} />
          {shown !== null && (
            <LevelSwitcher
              levels={placed.map(({ level }) => ({ ...level, found: foundOn(level.id) }))}
              shown={shown}
              onShow={setShown}
            />
          )}
          {placed
            .filter(({ level }) => shown === null || shown === level.id)
            .map(({ level, plan, units }) => (
              <div key={level.id}>
                {placed.length > 1 && <h3>{level.name}</h3>}
                <FloorPlan
                  name={level.name}
                  plan={plan}
                  units={units}
                  legend={legend}
                  view={view}
                />
              </div>
            ))}
        </div>
        <StoreIndex
          stores={indexed}
          shown={search.found}
          onShow={search.show}
          levelOf={placed.length > 1 ? (shop) => levelOf.get(shop)?.name ?? null : undefined}
        />
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
        points {
          kind
          x
          y
          label
        }
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
