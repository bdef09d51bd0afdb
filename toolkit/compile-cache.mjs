/**
 * Node's on-disk cache of compiled JavaScript (NODE_COMPILE_CACHE) for the Gatsby processes the
 * programs start. Every `gatsby build` or `gatsby develop` loads Gatsby, webpack, GraphQL,
 * Babel and the plugins again, and V8 compiling those modules was the largest single item of
 * a rebuild's CPU profile (0.75 s of 6.8 s at ten times the content). With the cache, a no-op
 * rebuild of the replay took 3.4–3.5 s instead of 3.9–4.1 s, and every kind of save in the
 * admin-UI benchmark 0.2–1.0 s less (docs/operations.md).
 *
 * Node keys each entry by the module's source and its own version, so an `npm ci`, a patch or
 * a Node upgrade never runs stale code. The cache sits beside the other tools' caches in
 * node_modules/.cache, which `gatsby clean` leaves alone. A cache the environment already
 * names is kept.
 */
import path from 'node:path'

/**
 * The variable for a Gatsby process run in `projectDir` (whose node_modules it loads).
 * @param {string} projectDir
 * @param {NodeJS.ProcessEnv} [env] the environment it will get
 * @returns {{ NODE_COMPILE_CACHE: string }}
 */
export function compileCacheEnv(projectDir, env = process.env) {
  return {
    NODE_COMPILE_CACHE:
      env.NODE_COMPILE_CACHE ||
      path.join(projectDir, 'node_modules', '.cache', 'node-compile-cache'),
  }
}
