import React from 'react'
import { phoneParts } from '../../lib/stores/phone'
import * as S from './PhoneText.styles'

/**
 * A phone value as written, with its number as a `tel:` link kept on one line: the footer's
 * and the not-found page's centre phone, and a store's (free text such as "02 5550 1001 (Shop 1)").
 */
export function PhoneText({ phone }: { phone: string }) {
  const parts = phoneParts(phone)
  return (
    <>
      {parts.before}
      {parts.href ? <S.Number href={parts.href}>{parts.number}</S.Number> : null}
      {parts.after}
    </>
  )
}
