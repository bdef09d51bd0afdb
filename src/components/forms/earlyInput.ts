import { useCallback, useEffect, useRef } from 'react'
import { EARLY_INPUT_ATTRIBUTE } from '../../lib/forms/constants'

/**
 * What a visitor typed or chose in a form before the page's scripts had run.
 *
 * Pages request their scripts after the first screen has loaded, or at the visitor's first
 * input (gatsby/post-build/deferred-scripts.ts), so a visitor may type into a form that React
 * has not hydrated yet. React 18 hydrates a controlled field without reading it: the text
 * stays on screen only until the field's next render writes the component's state back into
 * it. `useEarlyInput` reads, when the form is hydrated, every field whose value differs from
 * the one the server wrote into the HTML, and once the hydration's own effects have run (a
 * directory reading its query string, say) hands each of them to React as the event it
 * would have seen, so the component's own `onChange` takes it over. A field the visitor
 * changes again after hydration is left to React.
 *
 * A form that uses it says so with `data-early-input` (spread `EARLY_INPUT`): only such forms
 * may load their page's scripts after the first screen (`needsScriptsAtOnce`).
 */

/** Spread on a form that uses `useEarlyInput`. */
export const EARLY_INPUT = { [EARLY_INPUT_ATTRIBUTE]: '' } as const

export type EarlyValue =
  | { element: HTMLInputElement | HTMLTextAreaElement; kind: 'text'; value: string }
  | { element: HTMLInputElement; kind: 'checked'; checked: boolean }
  | { element: HTMLInputElement; kind: 'file' }
  | { element: HTMLSelectElement; kind: 'select'; selected: string[] }

const NOT_DATA = new Set(['button', 'submit', 'reset', 'image', 'hidden'])

/** The options selected when the HTML was parsed: those marked so, else a list's first. */
function defaultSelection(select: HTMLSelectElement): string[] {
  const options = Array.from(select.options)
  const marked = options.filter((option) => option.defaultSelected)
  if (marked.length || select.multiple) return marked.map((option) => option.value)
  const first = options.find((option) => !option.disabled)
  return first ? [first.value] : []
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** The fields of `form` whose value is no longer the one its HTML gave them. */
export function changedFields(form: HTMLFormElement): EarlyValue[] {
  const changed: EarlyValue[] = []
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      const selected = element.multiple
        ? Array.from(element.selectedOptions, (option) => option.value)
        : [element.value]
      if (!sameList(selected, defaultSelection(element))) {
        changed.push({ element, kind: 'select', selected })
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) {
        changed.push({ element, kind: 'text', value: element.value })
      }
    } else if (element instanceof HTMLInputElement && !NOT_DATA.has(element.type)) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) {
          changed.push({ element, kind: 'checked', checked: element.checked })
        }
      } else if (element.type === 'file') {
        if (element.files?.length) changed.push({ element, kind: 'file' })
      } else if (element.value !== element.defaultValue) {
        changed.push({ element, kind: 'text', value: element.value })
      }
    }
  }
  return changed
}

/** The platform's own setter of `property`, which React's change tracking does not see. */
function platformSetter(element: Element, property: 'value' | 'checked') {
  let proto: object | null = Object.getPrototypeOf(element)
  while (proto) {
    const setter = Object.getOwnPropertyDescriptor(proto, property)?.set
    if (setter) return setter
    proto = Object.getPrototypeOf(proto)
  }
  return null
}

/**
 * Puts each value back into its field and dispatches the event React listens to for that
 * kind of field. React fires `onChange` only when a field's value differs from the one it
 * last saw, so the field is first set, the way React sees, to some other value.
 */
function replayEarlyInput(values: EarlyValue[]): void {
  for (const early of values) {
    if (!early.element.isConnected) continue
    if (early.kind === 'text') {
      const { element, value } = early
      element.value = value === '' ? ' ' : ''
      platformSetter(element, 'value')?.call(element, value)
      element.dispatchEvent(new Event('input', { bubbles: true }))
    } else if (early.kind === 'checked') {
      const { element, checked } = early
      element.checked = !checked
      platformSetter(element, 'checked')?.call(element, checked)
      // A plain event, not a MouseEvent: React reads the change, the box is not toggled.
      element.dispatchEvent(new Event('click', { bubbles: true }))
    } else if (early.kind === 'select') {
      const { element, selected } = early
      for (const option of Array.from(element.options)) {
        option.selected = selected.includes(option.value)
      }
      element.dispatchEvent(new Event('change', { bubbles: true }))
    } else {
      early.element.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}

/**
 * A ref for a form that takes over what a visitor typed or chose before hydration (see the
 * top of this file). Give the form `ref={useEarlyInput()}` and `{...EARLY_INPUT}`.
 */
export function useEarlyInput(): (form: HTMLFormElement | null) => void {
  const pending = useRef<EarlyValue[] | null>(null)
  const read = useRef(false)
  const touched = useRef(new Set<Element>())

  // Attached while React commits the hydrated form, before any later render of it.
  const ref = useCallback((form: HTMLFormElement | null) => {
    if (!form || read.current) return
    read.current = true
    pending.current = changedFields(form)
    const mark = (event: Event) => {
      if (event.target instanceof Element) touched.current.add(event.target)
    }
    form.addEventListener('input', mark, true)
    form.addEventListener('change', mark, true)
  }, [])

  useEffect(() => {
    if (!pending.current?.length) return undefined
    // After every effect of this commit (children's run before their parents').
    const timer = window.setTimeout(() => {
      const values = pending.current ?? []
      pending.current = null
      replayEarlyInput(values.filter((early) => !touched.current.has(early.element)))
    })
    return () => window.clearTimeout(timer)
  }, [])

  return ref
}
