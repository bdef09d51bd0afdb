/**
 * The section's browser-test stub (e2e/sections/<bundle>.spec.ts): it fails until some page of
 * the build shows the section, so a section type no page uses yet is noticed.
 */
export function browserTest(spec) {
  const label = JSON.stringify(spec.label)
  return `// The ${spec.label} section, from \`npm run new:section\`: this fails until a page of the build
// has one. Add it to a page in Drupal and record the replay's snapshot (docs/extending.md),
// then test here what a visitor sees of it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PUBLIC_DIR, expect, test, url } from '../support/fixtures'

/** The paths of the built pages whose data holds a ${spec.label} section. */
function pagesShowing(): string[] {
  const dir = path.join(PUBLIC_DIR, 'page-data')
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'page-data.json')
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    .filter((data) => JSON.stringify(data.result).includes('"__typename":"${spec.domain}"'))
    .map((data) => data.path)
}

test(${JSON.stringify(`a page shows its ${spec.label} section`)}, async ({ page }) => {
  const paths = pagesShowing()
  expect(paths, ${JSON.stringify(`no page of the build has a ${spec.label} section yet`)}).not.toEqual([])
  await page.goto(url(paths[0]))
  await expect(page.getByRole('region', { name: ${label} })).toBeVisible()
})
`
}
