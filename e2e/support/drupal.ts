/**
 * The local Drupal (`npm run drupal:install`) for the browser tests: PHP through drush, and
 * Drupal served on a port of the test's own with `npm run drupal:serve`'s script.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

const ROOT = path.join(__dirname, '..', '..')

/** Runs PHP in the local Drupal with drush and returns what it printed. */
export function drush(php: string): string {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'drupal/tools/drush.mjs'), 'php:eval', php],
    { cwd: ROOT, encoding: 'utf8' },
  )
  if (result.status !== 0) throw new Error(`drush failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/** Serves the local Drupal at http://127.0.0.1:{port} until `stop()`. */
export async function serveDrupal(port: number, env: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [path.join(ROOT, 'drupal/tools/serve.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env, DRUPAL_PORT: String(port) },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const deadline = Date.now() + 30000
  while (
    !(await fetch(`${url}/jsonapi`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill()
      throw new Error(`The local Drupal did not start at ${url}: run npm run drupal:install`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await exited
      }
    },
  }
}

/**
 * Forgets every webform submission, the endpoint's memory of recent ones, its flood control
 * events and the mail Drupal kept.
 */
export const deleteSubmissions = () =>
  drush(
    `$s = \\Drupal::entityTypeManager()->getStorage('webform_submission'); $s->delete($s->loadMultiple()); \\Drupal::service('keyvalue.expirable')->get('outlet_forms.recent')->deleteAll();
    if (\\Drupal::database()->schema()->tableExists('flood')) { \\Drupal::database()->delete('flood')->condition('event', 'outlet_forms.%', 'LIKE')->execute(); }
    \\Drupal::state()->delete('system.test_mail_collector');`,
  )

/** The mail Drupal kept instead of sending it (the local install's test mail collector). */
export function sentMail(): Array<{ to: string; subject: string; reply_to?: string }> {
  return JSON.parse(
    drush(
      `echo json_encode(array_map(fn($m) => ['to' => $m['to'], 'subject' => $m['subject'], 'reply_to' => $m['reply-to'] ?? $m['headers']['Reply-to'] ?? NULL], \\Drupal::state()->get('system.test_mail_collector') ?? []));`,
    ),
  ) as Array<{ to: string; subject: string; reply_to?: string }>
}

/** The local install's accounts (drupal/.data/credentials.json). */
const drupalAccounts = () =>
  JSON.parse(
    readFileSync(path.join(ROOT, 'drupal', '.data', 'credentials.json'), 'utf8'),
  ) as Record<'admin' | 'editor' | 'build' | 'preview', { name: string; password: string }>

/** Logs in to Drupal's admin UI at `drupal` as the editor, as a person does. */
export async function logInAsEditor(page: Page, drupal: string) {
  const { editor } = drupalAccounts()
  await page.goto(`${drupal}/user/login`)
  await page.getByLabel('Username').fill(editor.name)
  await page.getByLabel('Password').fill(editor.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/user\/\d+(\?check_logged_in=1)?$/)
}

/**
 * Types the source path of redirect's form, as an editor does, and waits for the check the
 * field runs when it loses focus (an Ajax request: Drupal disables the field meanwhile, and a
 * disabled field is not sent, so saving then would lose the path).
 */
export async function fillRedirectSource(page: Page, path: string) {
  const source = page.getByRole('textbox', { name: 'Path *' })
  await source.fill(path)
  await source.press('Tab')
  await expect(source).toBeEnabled()
  await expect(source).toHaveValue(path)
}
