/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startCms, type RunningCms } from '../lib/app.cjs'
import { isAllowedOrigin, listSubmissions, MAX_UPLOAD_BYTES } from '../lib/forms.cjs'
import { colouringForm, JOB, JPEG, jobForm, ORIGIN, PDF, REFUSALS } from './form-requests'

let cms: RunningCms
let dataDir: string
let endpoint: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-forms-'))
  cms = await startCms({ port: 0, log: () => {}, dataDir })
  endpoint = `${cms.url}/restful_forms/submitForm`
})
afterAll(async () => {
  await cms.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  fs.rmSync(path.join(dataDir, 'submissions'), { recursive: true, force: true })
})

const post = (body: FormData, origin = ORIGIN) =>
  fetch(endpoint, { method: 'POST', body, headers: origin ? { Origin: origin } : {} })

describe('POST /restful_forms/submitForm', () => {
  it('stores a job application with its resume and allows the loopback origin', async () => {
    const res = await post(jobForm())
    expect(res.status).toBe(201)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const stored = listSubmissions(dataDir)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      formId: '66',
      formType: 'job',
      fields: { 'Full Name': 'Ann Lee', 'retailer recipient': JOB.email, job_id: JOB.id },
      file: { field: 'attachments', filename: 'cv.pdf', detectedType: 'pdf', size: PDF.length },
    })
    expect(fs.readFileSync(stored[0].file!.path)).toEqual(PDF)
    expect(fs.readdirSync(path.join(dataDir, '.incoming'))).toEqual([])
  })

  it("sends a job application to the listing's address, whatever the request names", async () => {
    const res = await post(
      jobForm({
        'retailer recipient': 'someone@anywhere.example',
        position: 'Free money',
        form: 'Job Application for Free money at Ridgeline Menswear',
      }),
    )
    expect(res.status).toBe(201)
    expect(listSubmissions(dataDir)[0].fields).toMatchObject({
      'retailer recipient': JOB.email,
      position: 'Store Manager',
      form: 'Job Application for Store Manager at Ridgeline Menswear',
    })
  })

  it('stores a colouring entry (PNG or JPEG) under the form id of the embedded form', async () => {
    expect((await post(colouringForm())).status).toBe(201)
    const jpeg = colouringForm({}, null)
    jpeg.append('image', new Blob([new Uint8Array(JPEG)]), 'art.jpg')
    expect((await post(jpeg)).status).toBe(201)
    expect(listSubmissions(dataDir).map((s) => s.file?.detectedType)).toEqual(['png', 'jpg'])
  })

  it('stores a form sent twice (a double click, a retried request) once, as Drupal does', async () => {
    const first = await post(jobForm())
    const again = await post(jobForm())
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe((await first.json()).id)
    expect(listSubmissions(dataDir)).toHaveLength(1)
    // Another file is another submission.
    const other = Buffer.concat([PDF, Buffer.from('v2')])
    expect((await post(jobForm({}, other))).status).toBe(201)
    expect(listSubmissions(dataDir)).toHaveLength(2)
  })

  it.each(REFUSALS)(
    'refuses %s with a JSON reason and stores nothing',
    async (_name, body, status, error) => {
      const res = await post(body())
      expect(res.status).toBe(status)
      expect(await res.json()).toMatchObject({ error })
      expect(listSubmissions(dataDir)).toEqual([])
    },
  )

  it('accepts exactly 10 MB and answers 413 over it', async () => {
    const exact = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)
    PDF.copy(exact)
    expect((await post(jobForm({}, exact))).status).toBe(201)
    const over = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20)
    PDF.copy(over)
    const res = await post(jobForm({}, over))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: 'file_too_large' })
    expect(listSubmissions(dataDir)).toHaveLength(1)
  }, 30000)

  it('refuses other origins and non-multipart bodies', async () => {
    const res = await post(jobForm(), 'https://evil.example.com')
    expect(res.status).toBe(403)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const json = await fetch(endpoint, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    })
    expect(json.status).toBe(415)
    expect(listSubmissions(dataDir)).toEqual([])
  })

  it('answers the CORS preflight for loopback origins only', async () => {
    const ok = await fetch(endpoint, { method: 'OPTIONS', headers: { Origin: ORIGIN } })
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    const bad = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.com' },
    })
    expect(bad.status).toBe(403)
  })
})

describe('isAllowedOrigin', () => {
  it('allows loopback origins and listed ones', () => {
    expect(isAllowedOrigin('http://localhost:9000')).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:1234')).toBe(true)
    expect(isAllowedOrigin('http://[::1]:8000')).toBe(true)
    expect(isAllowedOrigin('http://localhost.evil.com')).toBe(false)
    expect(isAllowedOrigin('https://www.example.com.au', {})).toBe(false)
    expect(
      isAllowedOrigin('https://www.example.com.au', {
        CMS_ALLOWED_ORIGINS: 'https://www.example.com.au/',
      }),
    ).toBe(true)
    expect(isAllowedOrigin('null')).toBe(false)
  })
})
