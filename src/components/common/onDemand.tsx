import React from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: React.lazy's own bound
type AnyComponent = React.ComponentType<any>

/**
 * A component whose code is fetched when it is first rendered (React.lazy over a named
 * export; its props are those of that export). Gatsby's server render waits for it, so the
 * HTML is complete; in the browser the server markup stays as it is until the chunk has
 * arrived and then hydrates. Render it inside a <Suspense> boundary.
 */
export function onDemand<M, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): React.LazyExoticComponent<Extract<M[K], AnyComponent>> {
  return React.lazy(async () => {
    const component = (await load())[exportName]
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`The chunk has no export named ${exportName}`)
    }
    return { default: component as Extract<M[K], AnyComponent> }
  })
}
