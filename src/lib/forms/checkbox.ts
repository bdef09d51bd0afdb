/**
 * Checkbox values: a checkbox is either a boolean, or one option of a group
 * whose value is the array of checked options.
 */
export function isChecked(value: boolean | readonly string[], option?: string): boolean {
  if (typeof value === 'boolean') return value
  return option !== undefined && value.includes(option)
}

/** The group's value after checking or unchecking `option` (order kept, no duplicates). */
export function toggleValue(value: readonly string[], option: string, checked: boolean): string[] {
  const without = value.filter((v) => v !== option)
  return checked ? [...without, option] : without
}
