import React from 'react'
import * as S from '../Form.styles'
import { describedBy, hintId } from './ids'
import { FieldError } from './FieldError'
import { FIELD_MAX_LENGTH } from '../../../lib/forms/constants'

export interface TextInputProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel'
  required?: boolean
  hint?: string
  error?: string
  autoComplete?: string
}

/**
 * Text input with a floating label; asterisk when required. Its maxlength is
 * the form endpoint's limit for the field it sends (FIELD_MAX_LENGTH by name).
 */
export function TextInput({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  hint,
  error,
  autoComplete,
}: TextInputProps) {
  return (
    <S.Field data-invalid={error ? '' : undefined}>
      {hint && <S.Hint id={hintId(id)}>{hint}</S.Hint>}
      <FieldError id={id} error={error} />
      <S.Float>
        <input
          id={id}
          name={name}
          type={type}
          value={value}
          placeholder=" "
          required={required}
          maxLength={FIELD_MAX_LENGTH[name]}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
          onChange={(event) => onChange(event.target.value)}
        />
        <label htmlFor={id}>
          {label}
          {required && <S.Asterisk aria-hidden="true">*</S.Asterisk>}
        </label>
      </S.Float>
    </S.Field>
  )
}
