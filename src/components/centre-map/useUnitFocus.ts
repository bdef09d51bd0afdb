import type React from 'react'
import { useEffect, useMemo } from 'react'
import type { PlacedUnit } from '../../lib/centre-map'
import type { PanZoom } from './usePanZoom'

/** How far the plan zooms in on a store a link or the list chose. */
const CHOSEN_SCALE = 2

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
export function useUnitFocus(
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
