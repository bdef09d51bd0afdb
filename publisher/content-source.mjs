/**
 * Where the publisher's builds take their content from, and how /status and the logs name it.
 */

/**
 * @typedef {{ env: Record<string, string | undefined>, description: string, url: string }} ContentSource
 */

/**
 * Where the content comes from: DRUPAL_BASE_URL (a real Drupal), else DEMO_CMS_URL, else the
 * demo CMS that `npm run cms` runs on CMS_PORT (default 4010). The build reads the same
 * variables through gatsby/source/env.ts as `npm run build` does. From a real Drupal, builds fetch
 * only what changed since the one before (DRUPAL_FAST_BUILDS, on unless set to 0): the
 * publisher's builds follow Drupal's change log, which its build hook keeps.
 * @param {Record<string, string | undefined>} env
 * @returns {ContentSource}
 */
export function contentSource(env) {
  const drupal = env.DRUPAL_BASE_URL?.trim()
  if (drupal) {
    const fastBuilds = env.DRUPAL_FAST_BUILDS?.trim() || '1'
    return {
      env: { ...env, DRUPAL_FAST_BUILDS: fastBuilds },
      description: `Drupal at ${drupal}${fastBuilds === '1' ? ' (changes only)' : ''}`,
      url: drupal,
    }
  }
  const demo = env.DEMO_CMS_URL?.trim() || `http://127.0.0.1:${env.CMS_PORT?.trim() || '4010'}`
  return {
    env: { ...env, DEMO_CMS_URL: demo },
    description: `the demo CMS at ${demo}`,
    url: demo,
  }
}
