import React from 'react'
import * as S from './CentreMap.styles'
import type { PanZoom } from './usePanZoom'

/** The buttons that zoom the plan, shown once it can zoom. */
export function ZoomControls({ controls }: { controls: NonNullable<PanZoom['controls']> }) {
  return (
    <S.ZoomBar>
      <p>Drag to move the plan, pinch or Ctrl + scroll to zoom.</p>
      <button type="button" onClick={controls.zoomIn} aria-label="Zoom in">
        +
      </button>
      <button type="button" onClick={controls.zoomOut} aria-label="Zoom out">
        −
      </button>
      <button type="button" onClick={controls.reset}>
        Whole plan
      </button>
    </S.ZoomBar>
  )
}
