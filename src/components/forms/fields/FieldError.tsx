import React from 'react'
import * as S from '../Form.styles'
import { errorId } from './ids'

/** The inline error message of a field (GOV.UK pattern: "Error:" for screen readers). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <S.ErrorMessage id={errorId(id)}>
      <span className="visually-hidden">Error: </span>
      {error}
    </S.ErrorMessage>
  )
}
