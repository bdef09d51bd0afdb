import React from 'react'
import * as S from '../Form.styles'
import { describedBy, hintId } from './ids'
import { FieldError } from './FieldError'

export interface FileInputProps {
  id: string
  name: string
  label: string
  accept: string
  onChange: (file: File | null) => void
  required?: boolean
  hint?: string
  error?: string
}

/**
 * A file input. It is uncontrolled (browsers do not let scripts set a chosen file), so it keeps
 * the chosen file as long as it stays mounted: the forms never remount it on an error.
 */
export function FileInput({
  id,
  name,
  label,
  accept,
  onChange,
  required = false,
  hint,
  error,
}: FileInputProps) {
  return (
    <S.Field data-invalid={error ? '' : undefined}>
      <S.Label htmlFor={id}>
        {label}
        {required && <S.Asterisk aria-hidden="true">*</S.Asterisk>}
      </S.Label>
      {hint && <S.Hint id={hintId(id)}>{hint}</S.Hint>}
      <FieldError id={id} error={error} />
      <S.FileBox
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.files?.[0] ?? null)
        }
      />
    </S.Field>
  )
}
