// The real Drupal's form endpoint (drupal/web/modules/custom/outlet_forms): the same requests
// and refusals as the demo CMS's stand-in (cms/__tests__/forms.test.ts, both from
// cms/__tests__/form-requests.ts), each accepted one stored once as a webform submission with
// its file in the private files, read back with drush. Needs `npm run drupal:install` (npm test
// runs it; TEST_CMS=replay leaves this file out).
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  colouringForm,
  JOB,
  JPEG,
  jobForm,
  ORIGIN,
  PDF,
  PNG,
  REFUSALS,
} from '../cms/__tests__/form-requests'
import { deleteSubmissions, drush, sentMail, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'

const PORT = Number(process.env.E2E_DRUPAL_PORT) || 8897
const BASE = `http://127.0.0.1:${PORT}`
const ENDPOINT = `${BASE}/restful_forms/submitForm`

interface Stored {
  webform: string
  data: Record<string, string>
  file: { uri: string; permanent: boolean; size: number; sha256: string } | null
}

/** Every webform submission Drupal holds, with its file. */
function stored(): Stored[] {
  return JSON.parse(
    drush(`
      $out = [];
      foreach (\\Drupal::entityTypeManager()->getStorage('webform_submission')->loadMultiple() as $s) {
        $data = $s->getData();
        $fid = $data['resume'] ?? $data['image'] ?? NULL;
        $f = $fid ? \\Drupal\\file\\Entity\\File::load($fid) : NULL;
        $out[] = ['webform' => $s->getWebform()->id(), 'data' => $data, 'file' => $f ? [
          'uri' => $f->getFileUri(), 'permanent' => $f->isPermanent(), 'size' => (int) $f->getSize(),
          'sha256' => hash_file('sha256', $f->getFileUri()),
        ] : NULL];
      }
      echo json_encode($out);`),
  ) as Stored[]
}

const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex')

let server: { stop: () => Promise<void> } | undefined
test.beforeAll(async () => {
  server = await serveDrupal(PORT)
})
test.afterAll(async () => {
  await server?.stop()
})
test.beforeEach(() => {
  deleteSubmissions()
})

const post = (body: FormData, origin: string | null = ORIGIN) =>
  fetch(ENDPOINT, { method: 'POST', body, headers: origin ? { Origin: origin } : {} })

test('stores a job application as a webform submission, its resume in the private files', async () => {
  const res = await post(jobForm())
  expect(res.status).toBe(201)
  expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  expect(await res.json()).toMatchObject({ status: 'received' })
  const [submission, ...more] = stored()
  expect(more).toEqual([])
  expect(submission).toMatchObject({
    webform: 'job_application',
    data: {
      full_name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '02 5550 1234',
      position: 'Store Manager',
      retailer: 'Ridgeline Menswear',
      retailer_recipient: JOB.email,
      form_label: 'Job Application for Store Manager at Ridgeline Menswear',
    },
    file: { permanent: true, size: PDF.length, sha256: sha256(PDF) },
  })
  expect(submission.file?.uri).toMatch(/^private:\/\/webform\/job_application\/\d+\/cv\.pdf$/)
  // The retailer gets the application (the local install keeps mail instead of sending it).
  expect(sentMail().map((m) => m.to)).toEqual([JOB.email])
})

test("a job application goes to the listing's address, never to one the request names", async () => {
  const res = await post(jobForm({ 'retailer recipient': 'someone@anywhere.example' }))
  expect(res.status).toBe(201)
  const [submission] = stored()
  expect(submission.data).toMatchObject({
    retailer_recipient: JOB.email,
    position: 'Store Manager',
    retailer: 'Ridgeline Menswear',
  })
  const mail = sentMail()
  expect(mail.map((m) => m.to)).toEqual([JOB.email])
  expect(JSON.stringify(mail)).not.toContain('anywhere.example')
  // A made-up position or store cannot change what the retailer is told either.
  deleteSubmissions()
  const forged = jobForm({
    position: 'Free money',
    retailer: 'Win now',
    form: 'Job Application for Free money at Win now',
  })
  expect((await post(forged)).status).toBe(201)
  expect(sentMail().map((m) => m.subject)).toEqual([
    'Job Application for Store Manager at Ridgeline Menswear',
  ])
})

test('the colouring form tells only the centre, at its own address', async () => {
  expect((await post(colouringForm())).status).toBe(201)
  expect(sentMail().map((m) => m.to)).toEqual(['noreply@example.com.au'])
})

test('a burst from one address past the limit gets 429 with Retry-After, storing and mailing nothing more', async () => {
  const answers: number[] = []
  for (let i = 0; i < 20; i++) {
    answers.push((await post(jobForm({ Email: `burst${i}@example.com` }))).status)
  }
  expect(answers).toEqual(Array(20).fill(201))
  const over = await post(jobForm({ Email: 'burst20@example.com' }))
  expect(over.status).toBe(429)
  expect(over.headers.get('retry-after')).toBe('3600')
  expect(await over.json()).toMatchObject({ error: 'too_many_requests' })
  expect(stored()).toHaveLength(20)
  expect(sentMail()).toHaveLength(20)
})

test('one e-mail address may send ten forms an hour (several jobs in an afternoon), not more', async () => {
  const answers: number[] = []
  for (let i = 0; i < 10; i++) {
    answers.push((await post(jobForm({ 'Full Name': `Ann Lee ${i}` }))).status)
  }
  expect(answers).toEqual(Array(10).fill(201))
  const over = await post(jobForm({ 'Full Name': 'Ann Lee 10', Email: 'ANN@example.com' }))
  expect(over.status).toBe(429)
  expect(over.headers.get('retry-after')).toBe('3600')
  expect(stored()).toHaveLength(10)
  expect(sentMail()).toHaveLength(10)
  // Another visitor is not held up by it.
  expect((await post(jobForm({ Email: 'ben@example.com' }))).status).toBe(201)
})

test('stores colouring entries, PNG or JPEG, with their consent', async () => {
  expect((await post(colouringForm())).status).toBe(201)
  const jpeg = colouringForm({}, null)
  jpeg.append('image', new Blob([new Uint8Array(JPEG)]), 'art.jpg')
  expect((await post(jpeg, 'http://localhost:9000')).status).toBe(201)
  const entries = stored()
  expect(entries.map((e) => [e.webform, e.data.consent, e.file?.sha256])).toEqual([
    ['colouring_competition', 'User consents to show image.', sha256(PNG)],
    ['colouring_competition', 'User consents to show image.', sha256(JPEG)],
  ])
})

test('a double click or a retried request stores the submission once', async () => {
  const first = await post(jobForm())
  const again = await post(jobForm())
  expect(first.status).toBe(201)
  expect(again.status).toBe(200)
  expect((await again.json()).id).toBe((await first.json()).id)
  expect(stored()).toHaveLength(1)
})

for (const [name, body, status, error] of REFUSALS) {
  test(`refuses ${name} with a JSON reason and stores nothing`, async () => {
    const res = await post(body())
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ error })
    expect(stored()).toEqual([])
    expect(sentMail()).toEqual([])
  })
}

test('accepts exactly 10 MB and answers 413 over it', async () => {
  const exact = Buffer.alloc(10 * 1024 * 1024, 0x20)
  PDF.copy(exact)
  expect((await post(jobForm({}, exact))).status).toBe(201)
  const over = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)
  PDF.copy(over)
  over.write('other', 20)
  const res = await post(jobForm({}, over))
  expect(res.status).toBe(413)
  expect(await res.json()).toMatchObject({ error: 'file_too_large' })
  expect(stored()).toHaveLength(1)
})

test('refuses other origins and bodies that are not multipart', async () => {
  const res = await post(jobForm(), 'https://evil.example.com')
  expect(res.status).toBe(403)
  expect(res.headers.get('access-control-allow-origin')).toBeNull()
  const json = await fetch(ENDPOINT, {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
  })
  expect(json.status).toBe(415)
  expect(stored()).toEqual([])
})

test('answers the CORS preflight for the allowed origins only', async () => {
  const ok = await fetch(ENDPOINT, { method: 'OPTIONS', headers: { Origin: ORIGIN } })
  expect(ok.status).toBe(204)
  expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  expect(ok.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  const bad = await fetch(ENDPOINT, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example.com' },
  })
  expect(bad.status).toBe(403)
})

test('anonymous visitors cannot download a stored file', async () => {
  expect((await post(jobForm())).status).toBe(201)
  const [submission] = stored()
  const file = submission.file?.uri.replace('private://', '/system/files/')
  const res = await fetch(`${BASE}${file}`, { redirect: 'manual' })
  expect([302, 403]).toContain(res.status)
  expect(res.headers.get('content-type') ?? '').not.toContain('pdf')
})

test.describe('with the demo captcha off, as in production', () => {
  const SECRET = 'test-recaptcha-secret'
  const CAPTCHA_PORT = PORT + 2
  const endpoint = `http://127.0.0.1:${CAPTCHA_PORT}/restful_forms/submitForm`
  let verifier: Server
  let production: { stop: () => Promise<void> } | undefined
  const verified: Array<Record<string, string>> = []

  test.beforeAll(async () => {
    // Stands in for Google's siteverify: success only for the right secret and token.
    verifier = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body))
        verified.push(form)
        res.setHeader('Content-Type', 'application/json')
        res.end(
          JSON.stringify({ success: form.secret === SECRET && form.response === 'good-token' }),
        )
      })
    })
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve))
    const { port } = verifier.address() as AddressInfo
    production = await serveDrupal(CAPTCHA_PORT, {
      OUTLET_FORMS_DEMO_CAPTCHA: '0',
      OUTLET_FORMS_RECAPTCHA_SECRET: SECRET,
      OUTLET_FORMS_RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    })
  })
  test.afterAll(async () => {
    await production?.stop()
    verifier?.close()
  })

  const send = (body: FormData) =>
    fetch(endpoint, { method: 'POST', body, headers: { Origin: ORIGIN } })

  test('a reCAPTCHA token is verified with the secret before anything is stored', async () => {
    expect((await send(jobForm({ captcha: 'good-token' }))).status).toBe(201)
    expect(verified.at(-1)).toEqual({ secret: SECRET, response: 'good-token' })
    const refused = await send(jobForm({ captcha: 'forged-token', 'Full Name': 'Eve' }))
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ error: 'captcha_invalid' })
    expect(stored().map((s) => s.data.full_name)).toEqual(['Ann Lee'])
  })

  test("the demo captcha's token is refused when the development setting is off", async () => {
    const res = await send(jobForm())
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'captcha_invalid' })
    expect(stored()).toEqual([])
  })
})

test('cron deletes job applications after 180 days and colouring entries after 90, files too', async () => {
  for (const form of [
    jobForm({ 'Full Name': 'Old Applicant', Email: 'old@example.com' }),
    jobForm(),
    colouringForm({ 'Full Name': 'Old Entrant', Email: 'old-parent@example.com' }),
    colouringForm(),
  ]) {
    expect((await post(form)).status).toBe(201)
  }
  // Two of them sent long enough ago: one day past each form's retention.
  const aged = JSON.parse(
    drush(`
      $storage = \\Drupal::entityTypeManager()->getStorage('webform_submission');
      $aged = [];
      foreach (['job_application' => 181, 'colouring_competition' => 91] as $webform => $days) {
        $ids = $storage->getQuery()->accessCheck(FALSE)->condition('webform_id', $webform)->sort('sid')->range(0, 1)->execute();
        $s = $storage->load(reset($ids));
        $time = \\Drupal::time()->getRequestTime() - $days * 86400;
        $s->set('created', $time)->set('completed', $time)->set('changed', $time)->save();
        $data = $s->getData();
        $aged[] = \\Drupal\\file\\Entity\\File::load($data['resume'] ?? $data['image'])->getFileUri();
      }
      echo json_encode($aged);`),
  ) as string[]
  expect(stored()).toHaveLength(4)
  drush(`\\Drupal::service('cron')->run();`)
  const kept = stored()
  expect(kept.map((s) => s.webform).sort()).toEqual(['colouring_competition', 'job_application'])
  expect(kept.map((s) => s.file?.uri)).not.toContain(aged[0])
  // The aged resume and drawing are gone from the private files.
  expect(
    JSON.parse(drush(`echo json_encode(array_map('file_exists', ${JSON.stringify(aged)}));`)),
  ).toEqual([false, false])
})
