import { isChecked, toggleValue } from './checkbox'

describe('checkbox values', () => {
  it('reads a boolean value', () => {
    expect(isChecked(true)).toBe(true)
    expect(isChecked(false, 'x')).toBe(false)
  })
  it('reads an array value by option', () => {
    expect(isChecked(['a', 'b'], 'b')).toBe(true)
    expect(isChecked(['a'], 'b')).toBe(false)
    expect(isChecked(['a'])).toBe(false)
  })
  it('adds and removes options without duplicates', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'b', true)).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b'])
    expect(toggleValue([], 'a', false)).toEqual([])
  })
})
