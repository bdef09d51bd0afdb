// Where the local Drupal lives, and the error its scripts report: shared by lib.mjs and the
// modules it starts (mariadb.mjs, fpm-nginx.mjs), which import this rather than lib.mjs.
import path from 'node:path'

export { DrupalError } from './rules.mjs'

export const repoRoot = path.resolve(import.meta.dirname, '../..')
export const drupalDir = path.join(repoRoot, 'drupal')
export const webDir = path.join(drupalDir, 'web')
export const dataDir = path.join(drupalDir, '.data')
export const phpRootDir = path.join(drupalDir, '.php')
export const markerFile = path.join(dataDir, 'installed.json')
export const credentialsFile = path.join(dataDir, 'credentials.json')
export const drushScript = path.join(drupalDir, 'vendor', 'bin', 'drush.php')

export const DRUPAL_PORT = Number(process.env.DRUPAL_PORT || 8888)
export const drupalUrl = () => `http://127.0.0.1:${DRUPAL_PORT}`

export const rootPhpWrapper = path.join(phpRootDir, 'php')
export const rootPhpFpm = path.join(phpRootDir, 'php-fpm')
