/**
 * A level's floor plan as an editor uploads it (an SVG, untrusted) read into what the site
 * draws: the plan's own drawing, cleaned; its tenancies, each a shape whose id is `unit-` and
 * the shop number; and its points of interest, each a shape whose id is `point-` and its kind
 * (`point-toilets`, `point-atm-2`), drawn by the site with its own icon. DOMPurify (on jsdom's DOM) does the cleaning with its SVG profile:
 * no scripts, event handlers, `foreignObject`, styles, links or images, so nothing on the
 * plan runs code or fetches from anywhere; what is left is shapes and text.
 */
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { svgPathBbox } from 'svg-path-bbox'

import { POINT_KINDS, pointKind, type PlanPoint, type PlanUnit } from '../../src/lib/centre-map'

export interface FloorPlan {
  /** The plan's coordinate system, `minX minY width height`. */
  viewBox: string
  /** The plan's drawing without its units: shapes and text, cleaned. */
  drawing: string
  /** Its tenancies, in the plan's order. */
  units: PlanUnit[]
  /** Its points of interest, in the plan's order. */
  points: PlanPoint[]
}

const { window } = new JSDOM('')
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])

/** Elements that fetch, run or embed anything, beyond what DOMPurify already drops. */
const FORBID_TAGS = ['a', 'use', 'image', 'style', 'foreignObject', 'script', 'animate', 'set']
const FORBID_ATTR = ['href', 'xlink:href', 'style', 'filter', 'mask', 'clip-path']

const UNIT_ID = /^unit-(.+)$/
/** A unit is a shape a visitor can point at and the site can outline. */
const UNIT_SHAPES = new Set(['rect', 'polygon', 'path'])

/** The SVG's elements, cleaned; null when the text is not an SVG drawing. */
function cleanSvg(svgText: string): SVGSVGElement | null {
  const clean = purify.sanitize(svgText, {
    USE_PROFILES: { svg: true },
    FORBID_TAGS,
    FORBID_ATTR,
    RETURN_DOM: true,
  }) as unknown as HTMLElement
  const svg = clean.querySelector('svg')
  return svg as SVGSVGElement | null
}

const num = (el: Element, name: string) => Number(el.getAttribute(name) ?? 0) || 0

/** The box a unit's shape covers, in the plan's coordinates; null for a shape it cannot read. */
function boxOf(el: Element): PlanUnit['box'] | null {
  const tag = el.tagName.toLowerCase()
  if (tag === 'rect') {
    return { x: num(el, 'x'), y: num(el, 'y'), width: num(el, 'width'), height: num(el, 'height') }
  }
  if (tag === 'circle' || tag === 'ellipse') {
    const rx = num(el, tag === 'circle' ? 'r' : 'rx')
    const ry = num(el, tag === 'circle' ? 'r' : 'ry')
    return { x: num(el, 'cx') - rx, y: num(el, 'cy') - ry, width: 2 * rx, height: 2 * ry }
  }
  let corners: number[] = []
  if (tag === 'polygon' || tag === 'polyline') {
    const values = (el.getAttribute('points') ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number)
    const xs = values.filter((_, i) => i % 2 === 0)
    const ys = values.filter((_, i) => i % 2 === 1)
    corners = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
  } else if (tag === 'path') {
    try {
      corners = svgPathBbox(el.getAttribute('d') ?? '')
    } catch {
      return null
    }
  }
  if (corners.length !== 4 || corners.some((n) => !Number.isFinite(n))) return null
  const [x0, y0, x1, y1] = corners
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
}

/** The unit's shape as markup, without its id (the site gives each unit its own). */
function shapeOf(el: Element): string {
  const copy = el.cloneNode(false) as Element
  copy.removeAttribute('id')
  copy.removeAttribute('class')
  return copy.outerHTML
}

/** Takes the units (shapes with a `unit-` id) out of the drawing. */
function takeUnits(svg: SVGSVGElement, problems: string[]): PlanUnit[] {
  const units: PlanUnit[] = []
  for (const el of Array.from(svg.querySelectorAll('[id^="unit-"]'))) {
    const shopNumber = UNIT_ID.exec(el.id)?.[1]
    const box = UNIT_SHAPES.has(el.tagName.toLowerCase()) ? boxOf(el) : null
    if (!shopNumber) continue
    if (!box) {
      problems.push(`unit ${shopNumber} is not a rect, polygon or path with coordinates`)
      continue
    }
    units.push({ shopNumber, shape: shapeOf(el), box })
    el.remove()
  }
  if (!units.length) problems.push('the plan has no units (shapes with ids like "unit-G12")')
  return units
}

/** Takes the points of interest (shapes with a `point-` id) out of the drawing. */
function takePoints(svg: SVGSVGElement, problems: string[]): PlanPoint[] {
  const points: PlanPoint[] = []
  for (const el of Array.from(svg.querySelectorAll('[id^="point-"]'))) {
    const kind = pointKind(el.id)
    const box = boxOf(el)
    if (!kind) {
      const known = Object.keys(POINT_KINDS).join(', ')
      problems.push(`"${el.id}" is no kind of point the map knows (${known})`)
    } else if (!box) {
      problems.push(`point "${el.id}" is not a shape with coordinates`)
    } else {
      const label = el.querySelector('title')?.textContent?.trim() || null
      points.push({ kind, x: box.x + box.width / 2, y: box.y + box.height / 2, label })
    }
    el.remove()
  }
  return points
}

/**
 * Reads an uploaded plan. Units are the shapes (rect, polygon, path) with a `unit-` id, points
 * of interest the shapes with a `point-` id; one of another shape or an unreadable one is
 * named in `problems`.
 */
export function readFloorPlan(svgText: string): { plan: FloorPlan | null; problems: string[] } {
  const svg = cleanSvg(svgText)
  if (!svg) return { plan: null, problems: ['the file is not an SVG drawing'] }
  const viewBox = svg.getAttribute('viewBox')?.trim()
  if (!viewBox) return { plan: null, problems: ['the plan has no viewBox'] }
  const problems: string[] = []
  const units = takeUnits(svg, problems)
  const points = takePoints(svg, problems)
  svg.querySelectorAll('title, desc').forEach((el) => el.remove())
  // Nothing may point at the drawing's ids (links and `use` are gone), and on the page they
  // could clash with the site's own.
  svg.querySelectorAll('[id]').forEach((el) => el.removeAttribute('id'))
  const drawing = svg.innerHTML.replace(/>\s+</g, '><').trim()
  return { plan: { viewBox, drawing, units, points }, problems }
}
