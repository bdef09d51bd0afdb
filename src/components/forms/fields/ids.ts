/** Ids of a field's hint and error message, tied to the control with aria-describedby. */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

export function describedBy(
  id: string,
  { hint, error, extra }: { hint?: boolean; error?: boolean; extra?: string },
): string | undefined {
  const ids = [hint && hintId(id), error && errorId(id), extra].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
