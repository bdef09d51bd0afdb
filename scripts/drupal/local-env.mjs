// Defaults for a build from the local Drupal (`npm run drupal:install`), so that
// `DRUPAL_BASE_URL=http://127.0.0.1:8888 npm run build` needs nothing else: the build
// account's credentials from drupal/.data/credentials.json (git-ignored), the demo site's
// URL and the demo captcha, which the local install's forms endpoint accepts. Anything set
// in the environment wins; another Drupal gets nothing from here.
import { DRUPAL_PORT, credentials } from './lib.mjs'

export function isLocalDrupal(baseUrl, port = DRUPAL_PORT) {
  try {
    const url = new URL(baseUrl.trim())
    return (
      url.protocol === 'http:' &&
      ['127.0.0.1', 'localhost'].includes(url.hostname) &&
      Number(url.port || 80) === port
    )
  } catch {
    return false
  }
}

export function localDrupalEnv(env, accounts = credentials()) {
  if (!isLocalDrupal(env.DRUPAL_BASE_URL ?? '')) return {}
  const defaults = { SITE_URL: 'http://localhost:9000', DEMO_CAPTCHA: '1' }
  if (accounts?.build && !env.DRUPAL_BASIC_AUTH_USERNAME && !env.DRUPAL_BASIC_AUTH_PASSWORD) {
    defaults.DRUPAL_BASIC_AUTH_USERNAME = accounts.build.name
    defaults.DRUPAL_BASIC_AUTH_PASSWORD = accounts.build.password
  }
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => !env[key]))
}
