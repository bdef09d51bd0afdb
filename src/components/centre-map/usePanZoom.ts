import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { PanzoomObject } from '@panzoom/panzoom'

/** How large a plan is drawn before a visitor zooms: at least this wide, as without scripts. */
const LEGIBLE_WIDTH_PX = 768
const MAX_SCALE = 6
/** How far an arrow key moves the plan, in screen pixels. */
const ARROW_STEP_PX = 60
/** A pointer that moved further than this between press and release dragged the plan. */
const DRAG_SLOP_PX = 6
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
}

export interface PanZoom {
  viewport: React.RefObject<HTMLDivElement>
  plan: React.RefObject<SVGSVGElement>
  /** Null until the plan can zoom (never without scripts). */
  controls: {
    zoomIn: () => void
    zoomOut: () => void
    reset: () => void
  } | null
  onKeyDown: (event: KeyboardEvent) => void
  /** Brings a point of the plan (in the plan's own pixels at scale 1) to the middle. */
  centreOn: (point: { x: number; y: number }, scale?: number) => void
}

/** After the timeouts and the animation frame callbacks queued before it have run. */
const settled = () =>
  new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve())))

/** Stops a press that dragged the plan from also following the link it started on. */
function swallowClicksAfterDrag(viewport: HTMLElement) {
  let start: { x: number; y: number } | null = null
  const down = (e: PointerEvent) => {
    start = { x: e.clientX, y: e.clientY }
  }
  const click = (e: MouseEvent) => {
    if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > DRAG_SLOP_PX) {
      e.preventDefault()
      e.stopPropagation()
    }
    start = null
  }
  viewport.addEventListener('pointerdown', down, true)
  viewport.addEventListener('click', click, true)
  return () => {
    viewport.removeEventListener('pointerdown', down, true)
    viewport.removeEventListener('click', click, true)
  }
}

/**
 * Zoom and pan of a floor plan with @panzoom/panzoom: pinch and drag by touch, drag and
 * Ctrl + wheel by mouse (a plain wheel still scrolls the page), and by keyboard the buttons,
 * + and −, and the arrow keys while focus is on the plan. Tabbing to a unit out of view brings
 * it to the middle. Without scripts none of this runs and the plan scrolls sideways instead.
 */
export function usePanZoom(): PanZoom {
  const viewport = useRef<HTMLDivElement>(null)
  const plan = useRef<SVGSVGElement>(null)
  const [panzoom, setPanzoom] = useState<PanzoomObject | null>(null)

  useEffect(() => {
    const frame = viewport.current
    const svg = plan.current
    if (!frame || !svg) return undefined
    let cancelled = false
    let cleanup = () => {}
    void import('@panzoom/panzoom').then(({ default: Panzoom }) => {
      if (cancelled || !svg.isConnected) return
      frame.dataset.zoomable = ''
      const startScale = Math.max(1, LEGIBLE_WIDTH_PX / frame.clientWidth)
      const pz = Panzoom(svg, {
        minScale: 1,
        maxScale: MAX_SCALE,
        startScale,
        contain: 'outside',
        overflow: 'clip',
        // Moves are instant: Panzoom measures the plan to keep it in its frame, and a plan
        // half-way through a transition measures wrong.
        animate: false,
        cursor: 'grab',
      })
      const onWheel = (e: WheelEvent) => {
        if (e.ctrlKey || e.metaKey) pz.zoomWithWheel(e)
      }
      frame.addEventListener('wheel', onWheel, { passive: false })
      const stopSwallowing = swallowClicksAfterDrag(frame)
      cleanup = () => {
        frame.removeEventListener('wheel', onWheel)
        stopSwallowing()
        pz.destroy()
        delete frame.dataset.zoomable
      }
      // Panzoom draws its start scale in the next animation frame, and pans to its start
      // position from a timeout (0, 0): a pan of ours before both have run is undone. The plan
      // is handed out once they have, so a chosen store's unit stays where it was brought.
      return settled().then(() => {
        if (!cancelled) setPanzoom(pz)
      })
    })
    return () => {
      cancelled = true
      cleanup()
    }
  }, [])

  const centreOn = useCallback(
    (point: { x: number; y: number }, scale?: number) => {
      const svg = plan.current
      if (!panzoom || !svg) return
      // Panzoom scales about the middle, so moving by (middle − point) brings point there.
      const pan = () => panzoom.pan(svg.clientWidth / 2 - point.x, svg.clientHeight / 2 - point.y)
      if (!scale || scale <= panzoom.getScale()) return void pan()
      panzoom.zoom(scale)
      // Panzoom keeps the pan inside the frame by measuring the plan, which it redraws at the
      // new scale in the next animation frame: pan once that is done.
      requestAnimationFrame(pan)
    },
    [panzoom],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    if (!panzoom || event.altKey || event.ctrlKey || event.metaKey) return
    const arrow = ARROWS[event.key]
    if (arrow) {
      // The whole plan is in view: the arrows scroll the page as usual.
      if (panzoom.getScale() <= 1) return
      const step = ARROW_STEP_PX / panzoom.getScale()
      panzoom.pan(arrow[0] * step, arrow[1] * step, { relative: true })
    } else if (event.key === '+' || event.key === '=') panzoom.zoomIn({ animate: false })
    else if (event.key === '-') panzoom.zoomOut({ animate: false })
    else return
    event.preventDefault()
  }

  return {
    viewport,
    plan,
    controls: panzoom && {
      zoomIn: () => panzoom.zoomIn({ animate: false }),
      zoomOut: () => panzoom.zoomOut({ animate: false }),
      reset: () => panzoom.reset(),
    },
    onKeyDown,
    centreOn,
  }
}
