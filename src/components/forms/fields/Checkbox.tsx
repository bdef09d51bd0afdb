import React from 'react'
import * as S from '../Form.styles'
import { describedBy, hintId } from './ids'
import { FieldError } from './FieldError'
import { isChecked, toggleValue } from '../../../lib/forms/checkbox'

interface BaseProps {
  id: string
  name: string
  label: React.ReactNode
  required?: boolean
  hint?: string
  error?: string
}

/** A boolean checkbox: `value` is true or false. */
interface BooleanProps extends BaseProps {
  value: boolean
  onChange: (value: boolean) => void
  option?: undefined
}

/** One box of a group: `value` is the list of checked options and `option` is this box's. */
interface ArrayProps extends BaseProps {
  value: readonly string[]
  option: string
  onChange: (value: string[]) => void
}

export type CheckboxProps = BooleanProps | ArrayProps

/** Checkbox with a boolean or an array value; asterisk when required. */
export function Checkbox(props: CheckboxProps) {
  const { id, name, label, required = false, hint, error } = props
  const checked = isChecked(props.value, props.option)
  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.checked
    if (Array.isArray(props.value)) {
      ;(props as ArrayProps).onChange(toggleValue(props.value, props.option as string, next))
    } else {
      ;(props as BooleanProps).onChange(next)
    }
  }
  return (
    <S.Field data-invalid={error ? '' : undefined}>
      {hint && <S.Hint id={hintId(id)}>{hint}</S.Hint>}
      <FieldError id={id} error={error} />
      <S.CheckRow>
        <input
          id={id}
          name={name}
          type="checkbox"
          value={props.option ?? 'on'}
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
          onChange={handleChange}
        />
        <label htmlFor={id}>
          {label}
          {required && <S.Asterisk aria-hidden="true">*</S.Asterisk>}
        </label>
      </S.CheckRow>
    </S.Field>
  )
}
