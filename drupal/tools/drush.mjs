#!/usr/bin/env node
// `npm run drupal:drush -- <args>`: drush against the local Drupal site.
import { drush, requireInstalledSite, runTool } from './lib.mjs'

await runTool('drupal:drush', () =>
  process.exit(drush(requireInstalledSite(), process.argv.slice(2))),
)
