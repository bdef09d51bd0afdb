import React, { useState } from 'react'
import { act, fireEvent } from '@testing-library/react'

import { renderOrHydrate } from './renderOrHydrate'

function App() {
  const [count, setCount] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Clicked ${count}`}
      </button>
    </div>
  )
}

describe('renderOrHydrate', () => {
  it('hydrates server HTML in place, without a mismatch, and the page then responds', async () => {
    const container = document.createElement('div')
    // What the server render of <App /> is.
    container.innerHTML =
      '<div id="gatsby-focus-wrapper"><button type="button">Clicked 0</button></div>'
    document.body.append(container)
    const serverButton = container.querySelector('button')
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    let cleanup = () => {}
    await act(async () => {
      cleanup = renderOrHydrate(<App />, container)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    // The same element: hydrated, not replaced.
    expect(container.querySelector('button')).toBe(serverButton)
    await act(async () => {
      fireEvent.click(serverButton!)
    })
    expect(serverButton!.textContent).toBe('Clicked 1')
    act(() => cleanup())
    expect(container.innerHTML).toBe('')
    container.remove()
  })

  it('renders into a container without server HTML (gatsby develop, its loading indicator)', async () => {
    for (const html of ['', '<div id="gatsby-focus-wrapper"></div>']) {
      const container = document.createElement('div')
      container.innerHTML = html
      let cleanup = () => {}
      await act(async () => {
        cleanup = renderOrHydrate(<App />, container)
      })
      expect(container.querySelector('button')?.textContent).toBe('Clicked 0')
      act(() => cleanup())
      expect(container.innerHTML).toBe('')
    }
  })
})
