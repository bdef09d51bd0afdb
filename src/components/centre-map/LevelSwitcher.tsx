import React from 'react'
import * as S from './CentreMap.styles'

export interface SwitchLevel {
  id: string
  name: string
  /** How many of the stores a search found are on this level; null when nothing is searched. */
  found: number | null
}

/**
 * For a centre of more than one level: a button per level, the one shown pressed. A search
 * says how many stores it found on each.
 */
export function LevelSwitcher({
  levels,
  shown,
  onShow,
}: {
  levels: readonly SwitchLevel[]
  shown: string
  onShow: (id: string) => void
}) {
  return (
    <S.Levels role="group" aria-label="Levels">
      {levels.map((level) => (
        <button
          key={level.id}
          type="button"
          aria-pressed={level.id === shown}
          onClick={() => onShow(level.id)}
        >
          {level.name}
          {level.found !== null && ` (${level.found} found)`}
        </button>
      ))}
    </S.Levels>
  )
}
