import React, { forwardRef } from 'react'
import * as S from './Form.styles'
import type { FieldError } from '../../lib/forms/validators'

/**
 * GOV.UK error summary: "There is a problem" and a link to each field with an error. The form
 * focuses it after a failed validation; a link moves focus to its field.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { id: string; errors: FieldError[] }>(
  function ErrorSummary({ id, errors }, ref) {
    if (errors.length === 0) return null
    const focusField = (event: React.MouseEvent<HTMLAnchorElement>, field: string) => {
      const target = document.getElementById(field)
      if (!target) return
      event.preventDefault()
      target.focus()
      const label = document.querySelector(`label[for="${CSS.escape(field)}"]`)
      ;(label ?? target).scrollIntoView({ block: 'center' })
    }
    return (
      <S.Summary ref={ref} tabIndex={-1} aria-labelledby={`${id}-title`}>
        <div role="alert">
          <h2 id={`${id}-title`}>There is a problem</h2>
          <ul>
            {errors.map((error) => (
              <li key={error.field}>
                <a href={`#${error.field}`} onClick={(event) => focusField(event, error.field)}>
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </S.Summary>
    )
  },
)
