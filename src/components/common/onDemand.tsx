import React from 'react'

/**
 * A component whose code is fetched when it is first rendered (React.lazy over a named
 * export). Gatsby's server render waits for it, so the HTML is complete; in the browser the
 * server markup stays as it is until the chunk has arrived and then hydrates. Render it
 * inside a <Suspense> boundary.
 */
export function onDemand<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName: string,
): React.LazyExoticComponent<React.ComponentType<P>> {
  return React.lazy(async () => {
    const module = await load()
    const component = module[exportName]
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`The chunk has no export named ${exportName}`)
    }
    return { default: component as React.ComponentType<P> }
  })
}
