/** A store's free-text phone value, with its number found for a `tel:` link. */

export interface PhoneParts {
  before: string
  /** The phone number as written, or null when the text has none. */
  number: string | null
  /** `tel:` target for the number (digits and a leading +). */
  href: string | null
  after: string
}

/**
 * A phone value is free text (`02 5550 1001 (Shop 1)`, or a sentence): the text is kept as
 * written, and its first phone number (8 or more digits) becomes a `tel:` link.
 */
export function phoneParts(phone: string): PhoneParts {
  const match = /\+?\(?\d[\d\s().-]{6,}\d/.exec(phone)
  const digits = match ? match[0].replace(/[^\d+]/g, '') : ''
  if (!match || digits.replace('+', '').length < 8) {
    return { before: phone, number: null, href: null, after: '' }
  }
  return {
    before: phone.slice(0, match.index),
    number: match[0],
    href: `tel:${digits}`,
    after: phone.slice(match.index + match[0].length),
  }
}
