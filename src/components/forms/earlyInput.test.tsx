import React, { useEffect, useState } from 'react'
import { TextEncoder } from 'node:util'
import { act } from 'react-dom/test-utils'
import { hydrateRoot, type Root } from 'react-dom/client'
import { changedFields, EARLY_INPUT, useEarlyInput } from './earlyInput'

// react-dom/server's browser build (the one jsdom resolves) needs TextEncoder.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')

type Values = { term: string; category: string; agree: boolean; note: string }

/** A controlled form like the store filter bar; `reset` re-renders it from a parent effect. */
function Filters({ reset = false }: { reset?: boolean }) {
  const [values, setValues] = useState<Values>({ term: '', category: '', agree: false, note: '' })
  const [, setTick] = useState(0)
  useEffect(() => {
    // Like the store directory reading its query string after mount: a render that writes
    // the state back into every field.
    if (reset) setValues((current) => ({ ...current }))
    setTick(1)
  }, [reset])
  return (
    <form ref={useEarlyInput()} {...EARLY_INPUT} aria-label="Filters">
      <input
        aria-label="Term"
        value={values.term}
        onChange={(e) => setValues({ ...values, term: e.target.value })}
      />
      <select
        aria-label="Category"
        value={values.category}
        onChange={(e) => setValues({ ...values, category: e.target.value })}
      >
        <option value="">All</option>
        <option value="7">Fashion</option>
        <option value="9">Food</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={values.agree}
        onChange={(e) => setValues({ ...values, agree: e.target.checked })}
      />
      <textarea
        aria-label="Note"
        value={values.note}
        onChange={(e) => setValues({ ...values, note: e.target.value })}
      />
      <output data-testid="state">{JSON.stringify(values)}</output>
    </form>
  )
}

let container: HTMLDivElement
let root: Root | null

beforeEach(() => {
  jest.useFakeTimers()
  container = document.createElement('div')
  document.body.appendChild(container)
  root = null
})

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
  jest.useRealTimers()
})

const field = <T extends Element>(label: string) =>
  container.querySelector<T>(`[aria-label="${label}"]`) as T
const state = (): Values =>
  JSON.parse(field<HTMLOutputElement>('Filters').querySelector('output')!.textContent!)

/** The server's HTML, then what the visitor does to it before hydration. */
function serve(element: React.ReactElement, visitor: () => void) {
  container.innerHTML = renderToString(element)
  visitor()
}

function hydrate(element: React.ReactElement) {
  act(() => {
    root = hydrateRoot(container, element)
  })
  act(() => {
    jest.runOnlyPendingTimers()
  })
}

function typeEarly() {
  field<HTMLInputElement>('Term').value = 'willow'
  field<HTMLSelectElement>('Category').value = '9'
  field<HTMLInputElement>('Agree').checked = true
  field<HTMLTextAreaElement>('Note').value = 'Size 10 please'
}

const TYPED: Values = { term: 'willow', category: '9', agree: true, note: 'Size 10 please' }

describe('changedFields', () => {
  it('finds nothing in a form as the server wrote it', () => {
    serve(<Filters />, () => undefined)
    expect(changedFields(field<HTMLFormElement>('Filters'))).toEqual([])
  })

  it('finds each kind of field the visitor changed, with its value', () => {
    serve(<Filters />, typeEarly)
    const changed = changedFields(field<HTMLFormElement>('Filters'))
    expect(changed.map(({ element: _element, ...rest }) => rest)).toEqual([
      { kind: 'text', value: 'willow' },
      { kind: 'select', selected: ['9'] },
      { kind: 'checked', checked: true },
      { kind: 'text', value: 'Size 10 please' },
    ])
  })
})

describe('useEarlyInput', () => {
  it('hands what was typed and chosen before hydration to the component', () => {
    serve(<Filters />, typeEarly)
    hydrate(<Filters />)
    expect(state()).toEqual(TYPED)
    expect(field<HTMLInputElement>('Term').value).toBe('willow')
    expect(field<HTMLSelectElement>('Category').value).toBe('9')
    expect(field<HTMLInputElement>('Agree').checked).toBe(true)
  })

  it('keeps it when an effect of the hydration re-renders the fields first', () => {
    serve(<Filters reset />, typeEarly)
    hydrate(<Filters reset />)
    expect(state()).toEqual(TYPED)
    expect(field<HTMLInputElement>('Term').value).toBe('willow')
    expect(field<HTMLSelectElement>('Category').value).toBe('9')
  })

  it('leaves the state alone when nothing was typed early', () => {
    serve(<Filters reset />, () => undefined)
    hydrate(<Filters reset />)
    expect(state()).toEqual({ term: '', category: '', agree: false, note: '' })
  })

  it('does not overwrite what the visitor types after hydration', () => {
    serve(<Filters />, () => {
      field<HTMLInputElement>('Term').value = 'wil'
    })
    act(() => {
      root = hydrateRoot(container, <Filters />)
    })
    // The visitor goes on typing once React owns the field, before the replay.
    const term = field<HTMLInputElement>('Term')
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        term,
        'willow',
      )
      term.dispatchEvent(new InputEvent('input', { bubbles: true }))
    })
    act(() => {
      jest.runOnlyPendingTimers()
    })
    expect(state().term).toBe('willow')
    expect(term.value).toBe('willow')
  })
})
