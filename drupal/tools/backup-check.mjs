#!/usr/bin/env node
// The backup test `npm test` runs last (it reinstalls the local Drupal): a backup of a site
// with form submissions, their files and an edited store, restored into a fresh install, gives
// back the same submissions, the same file bytes and the edit, which the fresh install lacks.
import { hash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import { backup, restore } from './backup.mjs'
import { credentials, phpEval, repoRoot } from './lib.mjs'

const log = (message) => console.log(`[backup check] ${message}`)
const STORE_TITLE = 'Backup Check Emporium'
const PDF = Buffer.from(
  '%PDF-1.4\n% backup check resume\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
)
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('backup check drawing'),
])

const php = (code) => phpEval(code, 'The backup check')

/** The site's submissions with their files' bytes, and the first store's title. */
const state = () =>
  php(`
    $out = ['submissions' => [], 'store' => \\Drupal\\node\\Entity\\Node::load(1)->getTitle()];
    foreach (\\Drupal::entityTypeManager()->getStorage('webform_submission')->loadMultiple() as $s) {
      $data = $s->getData();
      $fid = $data['resume'] ?? $data['image'] ?? NULL;
      $f = $fid ? \\Drupal\\file\\Entity\\File::load($fid) : NULL;
      unset($data['resume'], $data['image']);
      $out['submissions'][] = ['webform' => $s->getWebform()->id(), 'uuid' => $s->uuid(), 'data' => $data,
        'file' => $f ? ['uri' => $f->getFileUri(), 'sha256' => hash_file('sha256', $f->getFileUri())] : NULL];
    }
    echo json_encode($out);`)

function fail(message) {
  console.error(`[backup check] FAILED: ${message}`)
  process.exit(1)
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-check-'))
try {
  log('a job application, a colouring entry and an edited store')
  php(`
    $fs = \\Drupal::service('file.repository');
    $make = function ($webform, $uri, $bytes, $key, array $data) use ($fs) {
      $dir = dirname($uri);
      \\Drupal::service('file_system')->prepareDirectory($dir, 1);
      $file = $fs->writeData(base64_decode($bytes), $uri);
      $file->setPermanent(); $file->save();
      $s = \\Drupal\\webform\\Entity\\WebformSubmission::create(['webform_id' => $webform, 'data' => $data + [$key => $file->id()]]);
      $s->save();
    };
    $make('job_application', 'private://webform/job_application/backup-check/resume.pdf', '${PDF.toString('base64')}', 'resume',
      ['full_name' => 'Bea Backup', 'email' => 'bea@example.com', 'phone' => '02 5550 0199', 'position' => 'Store Manager', 'retailer' => 'Ridgeline Menswear']);
    $make('colouring_competition', 'private://webform/colouring_competition/backup-check/drawing.png', '${PNG.toString('base64')}', 'image',
      ['full_name' => 'Cal Backup', 'email' => 'cal@example.com', 'consent' => 'User consents to show image.']);
    \\Drupal\\node\\Entity\\Node::load(1)->setTitle('${STORE_TITLE}')->save();
    echo json_encode(TRUE);`)
  const before = state()
  const files = before.submissions.map((s) => s.file?.sha256)
  if (
    !files.includes(hash('sha256', PDF)) ||
    !files.includes(hash('sha256', PNG)) ||
    before.store !== STORE_TITLE
  ) {
    fail(`the site did not take the test data: ${JSON.stringify(before)}`)
  }

  const archive = path.join(dir, 'drupal.tar.gz')
  backup(archive)

  log('a fresh install (the same account passwords)')
  const accounts = credentials()
  const install = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'drupal/tools/install.mjs'), '--reinstall'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        DRUPAL_ADMIN_PASSWORD: accounts.admin.password,
        DRUPAL_EDITOR_PASSWORD: accounts.editor.password,
        DRUPAL_BUILD_PASSWORD: accounts.build.password,
        DRUPAL_PREVIEW_PASSWORD: accounts.preview.password,
      },
    },
  )
  if (install.status !== 0) fail('the fresh install failed')
  const fresh = state()
  if (fresh.submissions.length || fresh.store === STORE_TITLE) {
    fail(`the fresh install is not fresh: ${JSON.stringify(fresh)}`)
  }

  restore(archive)
  const after = state()
  if (!isDeepStrictEqual(after, before)) {
    fail(
      `the restored site differs:\nbefore ${JSON.stringify(before)}\nafter  ${JSON.stringify(after)}`,
    )
  }
  log(
    `restored into a fresh install: ${after.submissions.length} submissions with the same data and file bytes, and the edited store`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
