#!/usr/bin/env node
// `npm run drupal:stop`: stops the local MariaDB (drupal/tools/mariadb.mjs), which the
// drupal: scripts start when the site is installed on it and leave running. Servers started
// by `npm run drupal:serve` stop with it (Ctrl+C).
import { stopMariaDb } from './mariadb.mjs'

console.log(
  stopMariaDb() ? '[drupal:stop] The local MariaDB stopped.' : '[drupal:stop] Nothing was running.',
)
