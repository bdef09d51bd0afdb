#!/usr/bin/env node
// Screenshots of Drupal's admin UI for docs/editors.md, taken as the editor account sees it:
// `node scripts/editor-screenshots.mjs` after `npm run drupal:install`. Starts the local
// Drupal (or uses DRUPAL_BASE_URL), logs in as the editor, and writes
// docs/screenshots/editors/*.png.
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { credentials, startDrupalServer } from '../drupal/tools/lib.mjs'
import { launchChromium, logInToDrupal } from '../toolkit/chromium.mjs'

const OUT = path.join('docs', 'screenshots', 'editors')
const STORE_TITLE = 'Willow & Wren'

/**
 * What each screenshot shows: a path, or a step from the page before; `clip` keeps only
 * that part of the page.
 * @type {{ name: string, path?: string, open?: (page: import('playwright-core').Page) => Promise<void>, clip?: string }[]}
 */
const SHOTS = [
  { name: 'content', path: '/admin/content' },
  {
    name: 'store-edit',
    open: async (page) => {
      await page.goto(`${page.url().split('/admin')[0]}/admin/content?title=Willow&type=store`)
      await page
        .getByRole('link', { name: `Edit ${STORE_TITLE}` })
        .first()
        .click()
    },
  },
  {
    name: 'save-and-preview',
    open: async (page) => {
      await page.getByRole('button', { name: 'Save' }).last().scrollIntoViewIfNeeded()
    },
  },
  { name: 'status-line', path: '/admin/content', clip: '#toolbar-bar' },
  { name: 'redirects', path: '/admin/config/search/redirect' },
  { name: 'redirect-add', path: '/admin/config/search/redirect/add' },
  {
    name: 'form-results',
    path: '/admin/structure/webform/manage/job_application/results/submissions',
  },
  { name: 'menus', path: '/admin/structure/menu/manage/main' },
]

const server = process.env.DRUPAL_BASE_URL ? null : await startDrupalServer()
const base = (process.env.DRUPAL_BASE_URL || server?.url || '').replace(/\/$/, '')
const browser = await launchChromium()
try {
  mkdirSync(OUT, { recursive: true })
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`${base}/user/login`)
  await page.screenshot({ path: path.join(OUT, 'login.png') })
  await logInToDrupal(page, base, credentials().editor)
  for (const shot of SHOTS) {
    if (shot.path) await page.goto(`${base}${shot.path}`)
    if (shot.open) await shot.open(page)
    await page.waitForLoadState('networkidle')
    const file = path.join(OUT, `${shot.name}.png`)
    if (shot.clip) await page.locator(shot.clip).screenshot({ path: file })
    else await page.screenshot({ path: file })
    console.log(file)
  }
} finally {
  await browser.close()
  await server?.stop?.()
}
