/**
 * Where the built site's forms post, and what that back end stored, for the browser tests.
 *
 * - `E2E_FORMS=drupal` (npm test's default, the site built from the real Drupal): the local
 *   Drupal's outlet_forms endpoint at http://127.0.0.1:{DRUPAL_PORT or 8888}, served for the
 *   tests; what it stored is read with drush (webform submissions and their private files).
 * - otherwise (TEST_CMS=replay): the demo CMS's stand-in on CMS_PORT (4010) with a scratch
 *   data folder.
 * Both give each stored submission as the fields the site sent (without the captcha token) and
 * its file.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../../cms/lib/app.cjs'
import { listSubmissions } from '../../cms/lib/forms.cjs'
import { deleteSubmissions, drush, serveDrupal } from './drupal'

const FORMS_ON_DRUPAL = process.env.E2E_FORMS === 'drupal'
const PORT = FORMS_ON_DRUPAL
  ? Number(process.env.DRUPAL_PORT) || 8888
  : Number(process.env.CMS_PORT) || 4010

/** The origin the build's forms post to (the CSP's connect-src and form-action name it). */
export const FORMS_ORIGIN = `http://127.0.0.1:${PORT}`
export const FORMS_ENDPOINT = `${FORMS_ORIGIN}/restful_forms/submitForm`

interface StoredSubmission {
  /** The fields as the site sent them, without the captcha token. */
  fields: Record<string, string>
  file: { field: string; filename: string; path: string } | null
}

export interface FormBackend {
  start(): Promise<void>
  stop(): Promise<void>
  /** Forget every stored submission. */
  reset(): void
  stored(): StoredSubmission[]
}

function demoBackend(): FormBackend {
  let cms: RunningCms | undefined
  let dataDir = ''
  return {
    async start() {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'))
      cms = await startCms({ port: PORT, dataDir, log: () => {} })
    },
    async stop() {
      await cms?.close()
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    },
    reset() {
      fs.rmSync(path.join(dataDir, 'submissions'), { recursive: true, force: true })
    },
    stored() {
      return listSubmissions(dataDir).map((s) => {
        const { captcha: _captcha, ...fields } = s.fields
        return {
          fields,
          file: s.file
            ? { field: s.file.field, filename: s.file.filename, path: s.file.path }
            : null,
        }
      })
    },
  }
}

/** Webform elements back to the names the site sent (docs/forms.md). */
const SENT_AS: Record<string, Record<string, string>> = {
  job_application: {
    full_name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    position: 'position',
    retailer: 'retailer',
    retailer_recipient: 'retailer recipient',
    form_label: 'form',
    // The listing applied for (stored as its node, read back as the uuid the site sent).
    job_id: 'job_id',
  },
  colouring_competition: {
    full_name: 'Full Name',
    email: 'Email',
    consent: 'consent',
    terms: 'terms',
    form_label: 'form',
  },
}
const FORM_IDS: Record<string, string> = {
  job_application: '66',
  colouring_competition: 'colouring_competition',
}
const FILE_FIELDS: Record<string, [string, string]> = {
  job_application: ['resume', 'attachments'],
  colouring_competition: ['image', 'image'],
}

function drupalBackend(): FormBackend {
  let server: { stop: () => Promise<void> } | undefined
  return {
    async start() {
      server = await serveDrupal(PORT)
    },
    async stop() {
      await server?.stop()
    },
    reset() {
      deleteSubmissions()
    },
    stored() {
      const rows = JSON.parse(
        drush(`
          $out = [];
          foreach (\\Drupal::entityTypeManager()->getStorage('webform_submission')->loadMultiple() as $s) {
            $data = $s->getData();
            $fid = $data['resume'] ?? $data['image'] ?? NULL;
            $f = $fid ? \\Drupal\\file\\Entity\\File::load($fid) : NULL;
            $job = isset($data['job_listing']) ? \\Drupal\\node\\Entity\\Node::load($data['job_listing']) : NULL;
            $data['job_id'] = $job?->uuid();
            $out[] = ['webform' => $s->getWebform()->id(), 'data' => $data, 'file' => $f ? [
              'filename' => $f->getFilename(),
              'path' => \\Drupal::service('file_system')->realpath($f->getFileUri()),
            ] : NULL];
          }
          echo json_encode($out);`),
      ) as Array<{
        webform: string
        data: Record<string, string>
        file: { filename: string; path: string } | null
      }>
      return rows.map(({ webform, data, file }) => {
        const fields: Record<string, string> = { form_id: FORM_IDS[webform] }
        for (const [element, sentAs] of Object.entries(SENT_AS[webform])) {
          if (data[element] !== undefined && data[element] !== '') fields[sentAs] = data[element]
        }
        return { fields, file: file ? { field: FILE_FIELDS[webform][1], ...file } : null }
      })
    },
  }
}

export const formBackend = (): FormBackend => (FORMS_ON_DRUPAL ? drupalBackend() : demoBackend())
