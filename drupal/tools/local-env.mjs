// Defaults for a build from the local Drupal (`npm run drupal:install`), so that
// `DRUPAL_BASE_URL=http://127.0.0.1:8888 npm run build` needs nothing else: the build
// account's credentials from drupal/.data/credentials.json (git-ignored), the demo site's
// URL and the demo captcha, which the local install's forms endpoint accepts. Anything set
// in the environment wins; another Drupal gets nothing from here.
import { DRUPAL_PORT, credentials } from './lib.mjs'
import { localDrupalEnv as defaultsFor } from './rules.mjs'

export const localDrupalEnv = (env) => defaultsFor(env, credentials(), DRUPAL_PORT)
