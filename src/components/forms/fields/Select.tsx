import React from 'react'
import * as S from '../Form.styles'
import { describedBy, hintId } from './ids'
import { FieldError } from './FieldError'

interface SelectOption {
  value: string
  label: string
}

export interface SelectProps {
  id: string
  name: string
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  error?: string
}

/**
 * A select whose label is its disabled placeholder option, with an asterisk
 * when required. The label is also the select's accessible name (visually hidden label), so it
 * is still announced once a value is chosen.
 */
export function Select({
  id,
  name,
  label,
  value,
  options,
  onChange,
  required = false,
  hint,
  error,
}: SelectProps) {
  return (
    <S.Field data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {hint && <S.Hint id={hintId(id)}>{hint}</S.Hint>}
      <FieldError id={id} error={error} />
      <S.SelectBox
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {required ? `${label} *` : label}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </S.SelectBox>
    </S.Field>
  )
}
