import type { ReactElement } from 'react'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * How the site mounts into Gatsby's root (gatsby-browser's `replaceHydrateFunction`).
 *
 * Server-rendered HTML is hydrated as a transition (to cut Total Blocking Time). React 18
 * hydrates a root at default priority in one uninterrupted task, which on a slow phone is a
 * few hundred milliseconds in which the page ignores the visitor. Inside `startTransition`
 * the same work is time-sliced: React yields to the browser every few milliseconds, so input
 * and paint are never blocked for long. The HTML is already complete and visible, so nothing
 * waits for it.
 *
 * A container without server HTML is rendered as usual: Gatsby's root in `gatsby develop`, or
 * the loading indicator develop mounts into an element of its own. Server HTML sits inside
 * Gatsby's focus wrapper; other containers are judged by their own children. Returns the
 * cleanup Gatsby's develop runtime calls to unmount.
 */
export function renderOrHydrate(element: ReactElement, container: Element): () => void {
  const focus = container.querySelector('#gatsby-focus-wrapper')
  if ((focus ?? container).children.length === 0) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: ReturnType<typeof hydrateRoot> | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
