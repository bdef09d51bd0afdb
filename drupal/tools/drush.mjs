#!/usr/bin/env node
// `npm run drupal:drush -- <args>`: drush against the local Drupal site.
import { DrupalError, drush, requireInstalledSite } from './lib.mjs'

try {
  process.exit(await drush(requireInstalledSite(), process.argv.slice(2)))
} catch (error) {
  console.error(`[drupal:drush] ${error instanceof DrupalError ? error.message : error.stack}`)
  process.exit(1)
}
