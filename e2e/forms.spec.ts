// Job application and colouring competition forms, sent from the built site in Chromium to the
// form endpoint the build bakes in: the real Drupal's (npm test: stored as webform submissions,
// read back with drush) or the demo CMS's stand-in (TEST_CMS=replay). This file serves that back
// end for its tests and checks what it stored (e2e/support/form-backend.ts).
import fs from 'node:fs'
import path from 'node:path'
import type { Page, Request, Route } from '@playwright/test'

import { FORMS_ENDPOINT, formBackend } from './support/form-backend'
import { checkA11y, collectConsoleErrors, expect, test, url } from './support/fixtures'
import { holdRequests, hydrated } from './support/loading'

const ENDPOINT = FORMS_ENDPOINT
const JOB_PATH = '/jobs/retail-assistant-casual-willow-and-wren/'
const COLOURING_PATH = '/kids-club-colouring-competition/'
const SNAPSHOT_FILES = path.join(__dirname, '..', 'cms', 'snapshot', 'files')
const PDF = fs.readFileSync(path.join(SNAPSHOT_FILES, 'centre-map.pdf'))
const JPEG = fs.readFileSync(path.join(SNAPSHOT_FILES, 'editorial', 'colouring.jpg'))
const TEN_MB = 10 * 1024 * 1024
// The forms' own states are checked; the site chrome has its own tests.
const A11Y = { exclude: ['header', 'footer'] }

const backend = formBackend()
const listSubmissions = () => backend.stored()

test.beforeAll(async () => {
  await backend.start()
})

test.afterAll(async () => {
  await backend.stop()
})

test.beforeEach(() => backend.reset())

const job = {
  form: '#job-application form',
  name: '#job-application-full-name',
  email: '#job-application-email',
  phone: '#job-application-phone',
  resume: '#job-application-resume',
  captcha: '#job-application-demo',
  submit: '#job-application button[type="submit"]',
  summary: '#job-application [aria-labelledby="job-application-summary-title"]',
}
const col = {
  form: '#colouring-entry form',
  name: '#colouring-entry-full-name',
  email: '#colouring-entry-email',
  image: '#colouring-entry-image',
  consent: '#colouring-entry-consent',
  terms: '#colouring-entry-terms',
  captcha: '#colouring-entry-demo',
  submit: '#colouring-entry button[type="submit"]',
  summary: '#colouring-entry [aria-labelledby="colouring-entry-summary-title"]',
}

/** Open a page with a form and wait until it is hydrated (the captcha renders after mount). */
async function open(page: Page, pathname: string, captchaSelector = '[data-captcha]') {
  await page.goto(url(pathname))
  await page.waitForSelector(captchaSelector)
}

async function fillJob(
  page: Page,
  file: { name: string; buffer: Buffer } = { name: 'resume.pdf', buffer: PDF },
) {
  await page.fill(job.name, 'Ann Lee')
  await page.fill(job.email, 'ann@example.com')
  await page.fill(job.phone, '02 5550 1234')
  await page.setInputFiles(job.resume, { ...file, mimeType: 'application/pdf' })
}

async function fillColouring(page: Page) {
  await page.fill(col.name, 'Mia Lee')
  await page.fill(col.email, 'parent@example.com')
  await page.setInputFiles(col.image, { name: 'my-art.jpg', mimeType: 'image/jpeg', buffer: JPEG })
  await page.check(col.consent)
  await page.check(col.terms)
}

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')
const activeLabelledBy = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') ?? '')
const chosenFile = (page: Page, selector: string) =>
  page.$eval(selector, (input) => (input as HTMLInputElement).files?.[0]?.name ?? null)

async function summaryMessages(page: Page, selector: string) {
  await page.waitForSelector(selector)
  return page.$$eval(`${selector} li a`, (links) =>
    links.map((a) => [a.getAttribute('href'), a.textContent?.trim()]),
  )
}

/** The inline message tied to a field with aria-describedby. */
const describedError = (page: Page, selector: string) =>
  page.$eval(selector, (input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const error = ids
      .map((id) => document.getElementById(id))
      .find((el) => el?.id.endsWith('-error'))
    return input.getAttribute('aria-invalid') === 'true' ? (error?.textContent ?? null) : null
  })

const formPosts = (page: Page) => {
  const requests: Request[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url() === ENDPOINT) requests.push(r)
  })
  return requests
}

test.describe('job application form', () => {
  test('a valid application is stored once with the right fields and identical resume bytes', async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page)
    await open(page, JOB_PATH)
    expect(await checkA11y(page, A11Y)).toEqual([])
    expect(await page.isDisabled(job.submit)).toBe(true)
    await fillJob(page)
    await page.check(job.captcha)
    expect(await page.isEnabled(job.submit)).toBe(true)
    await page.click(job.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    expect(await page.locator('#job-application').innerText()).toContain(
      'Your submission has been received. Thank you for applying!',
    )
    expect(await page.locator(job.form).count()).toBe(0)
    expect(await activeLabelledBy(page)).toBe('job-application-success-title')
    expect(await checkA11y(page, A11Y)).toEqual([])

    const stored = listSubmissions()
    expect(stored).toHaveLength(1)
    expect(stored[0].fields).toEqual({
      form_id: '66',
      form: 'Job Application for Retail Assistant (Casual) at Willow & Wren',
      retailer: 'Willow & Wren',
      position: 'Retail Assistant (Casual)',
      'retailer recipient': 'jobs@willow-and-wren.example.com.au',
      job_id: 'a123904a-6d5a-5f8b-b199-23d6f1d2cd3a',
      'Full Name': 'Ann Lee',
      Email: 'ann@example.com',
      Phone: '02 5550 1234',
    })
    expect(stored[0].file).toMatchObject({ field: 'attachments', filename: 'resume.pdf' })
    expect(fs.readFileSync(stored[0].file!.path).equals(PDF)).toBe(true)

    // The data layer got events, without personal data.
    const layer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    )
    expect(layer).toContain('"action":"success"')
    expect(layer).not.toContain('ann@example.com')
    expect(layer).not.toContain('Ann Lee')
    expect(consoleErrors.errors).toEqual([])
  })

  test('invalid input shows a focused error summary linking to each field, and sends nothing', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    const posts = formPosts(page)
    await open(page, JOB_PATH)
    await page.check(job.captcha)
    await page.click(job.submit)
    expect(await summaryMessages(page, job.summary)).toEqual([
      ['#job-application-full-name', 'Enter your full name'],
      ['#job-application-email', 'Enter your email address'],
      ['#job-application-phone', 'Enter your phone number'],
    ])
    expect(await activeLabelledBy(page)).toBe('job-application-summary-title')
    expect(await describedError(page, job.name)).toBe('Error: Enter your full name')
    expect(await describedError(page, job.phone)).toBe('Error: Enter your phone number')
    expect(await checkA11y(page, A11Y)).toEqual([])
    await page.click(`${job.summary} a[href="#job-application-phone"]`)
    expect(await activeId(page)).toBe('job-application-phone')

    const cases: [string, { name: string; buffer: Buffer }, string][] = [
      [
        'a text file named .pdf',
        { name: 'cv.pdf', buffer: Buffer.from('hello') },
        'The selected file must be a PDF',
      ],
      ['a JPEG named .pdf', { name: 'cv.pdf', buffer: JPEG }, 'The selected file must be a PDF'],
      ['an empty file', { name: 'cv.pdf', buffer: Buffer.alloc(0) }, 'The selected file is empty'],
      [
        'a PDF over 10 MB',
        { name: 'cv.pdf', buffer: Buffer.concat([PDF, Buffer.alloc(TEN_MB + 1 - PDF.length)]) },
        'The selected file must be smaller than 10MB',
      ],
    ]
    for (const [, file, message] of cases) {
      await fillJob(page, file)
      await page.fill(job.email, 'ann@example')
      await page.click(job.submit)
      await page.waitForFunction(
        (text) =>
          document.getElementById('job-application-resume-error')?.textContent?.includes(text),
        message,
      )
      expect(await summaryMessages(page, job.summary)).toEqual([
        [
          '#job-application-email',
          'Enter an email address in the correct format, like name@example.com',
        ],
        ['#job-application-resume', message],
      ])
      expect(await activeLabelledBy(page)).toBe('job-application-summary-title')
      expect(await describedError(page, job.resume)).toBe(`Error: ${message}`)
    }
    expect(posts).toHaveLength(0)
    expect(listSubmissions()).toHaveLength(0)
  })

  test('a network failure, a 500 and a 413 keep every value; the error clears on the next attempt', async ({
    page,
  }) => {
    await open(page, JOB_PATH)
    await fillJob(page)
    await page.check(job.captcha)
    const failureBox = page.getByTestId('form-failure')

    const keepsEverything = async () => {
      await failureBox.waitFor()
      expect((await failureBox.innerText()).replace(/\n+/g, '\n')).toBe(
        'Unable to submit\nPlease reload and try again.',
      )
      expect(await page.inputValue(job.name)).toBe('Ann Lee')
      expect(await page.inputValue(job.email)).toBe('ann@example.com')
      expect(await page.inputValue(job.phone)).toBe('02 5550 1234')
      expect(await chosenFile(page, job.resume)).toBe('resume.pdf')
      expect(await page.innerText(job.submit)).toBe('Submit')
      expect(await page.isEnabled(job.submit)).toBe(true)
    }

    await page.route(ENDPOINT, (route) => route.abort('failed'))
    await page.click(job.submit)
    await keepsEverything()
    expect(await checkA11y(page, A11Y)).toEqual([])
    await page.unrouteAll()

    for (const status of [500, 413]) {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(ENDPOINT, async (route: Route) => {
        await held
        await route.fulfill({
          status,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ error: status === 413 ? 'file_too_large' : 'server_error' }),
        })
      })
      await page.click(job.submit)
      // Submitting: the previous error is gone and the button is busy.
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent === 'Submitting...',
        job.submit,
      )
      expect(await failureBox.count()).toBe(0)
      expect(await page.isDisabled(job.submit)).toBe(true)
      release()
      await keepsEverything()
      await page.unrouteAll()
    }
    expect(listSubmissions()).toHaveLength(0)

    // With the endpoint back, the same values go through.
    await page.click(job.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    expect(listSubmissions()).toHaveLength(1)
  })

  test('a double click sends one request', async ({ page }) => {
    const posts = formPosts(page)
    await open(page, JOB_PATH)
    await fillJob(page)
    await page.check(job.captcha)
    await page.dblclick(job.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    expect(posts).toHaveLength(1)
    expect(listSubmissions()).toHaveLength(1)
  })

  test('the demo captcha expires after two minutes: submit is disabled and inert again', async ({
    page,
  }) => {
    const posts = formPosts(page)
    await page.clock.install()
    await open(page, JOB_PATH)
    expect(await page.locator('[data-captcha="demo"] legend').innerText()).toBe('Demo captcha')
    await fillJob(page)
    await page.check(job.captcha)
    expect(await page.isEnabled(job.submit)).toBe(true)
    await page.clock.fastForward('02:01')
    await page.getByText('Verification expired. Check the box again.').waitFor()
    expect(await page.isDisabled(job.submit)).toBe(true)
    expect(await page.isChecked(job.captcha)).toBe(false)
    // Enter in a field does not submit either.
    await page.focus(job.phone)
    await page.keyboard.press('Enter')
    await page.waitForTimeout(300)
    expect(posts).toHaveLength(0)
    expect(await page.locator(job.summary).count()).toBe(0)
  })
})

test.describe('colouring competition form', () => {
  test('a valid entry is stored once with the right fields and identical image bytes', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    await open(page, COLOURING_PATH)
    expect(await checkA11y(page, A11Y)).toEqual([])
    await fillColouring(page)
    await page.check(col.captcha)
    await page.click(col.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    expect(await page.locator('#colouring-entry').innerText()).toContain(
      'Your image has been received. Thank you for your entry!',
    )
    expect(await activeLabelledBy(page)).toBe('colouring-entry-success-title')
    expect(await checkA11y(page, A11Y)).toEqual([])
    const stored = listSubmissions()
    expect(stored).toHaveLength(1)
    expect(stored[0].fields).toEqual({
      form_id: 'colouring_competition',
      form: 'Colouring competition submission',
      'Full Name': 'Mia Lee',
      Email: 'parent@example.com',
      consent: 'User consents to show image.',
      terms: 'User consents to terms and conditions.',
    })
    expect(stored[0].file).toMatchObject({ field: 'image', filename: 'my-art.jpg' })
    expect(fs.readFileSync(stored[0].file!.path).equals(JPEG)).toBe(true)
  })

  test('invalid input: every required field, a PDF as image and a bad email', async ({ page }) => {
    const posts = formPosts(page)
    await open(page, COLOURING_PATH)
    await page.check(col.captcha)
    await page.click(col.submit)
    expect(await summaryMessages(page, col.summary)).toEqual([
      ['#colouring-entry-full-name', 'Enter your full name'],
      ['#colouring-entry-email', "Enter your parent's email address"],
      ['#colouring-entry-image', 'Select an image of your colouring'],
      ['#colouring-entry-consent', 'Select the box to agree that your image can be shown publicly'],
      ['#colouring-entry-terms', 'Select the box to agree to the terms and conditions'],
    ])
    expect(await activeLabelledBy(page)).toBe('colouring-entry-summary-title')
    expect(await describedError(page, col.terms)).toBe(
      'Error: Select the box to agree to the terms and conditions',
    )
    expect(await checkA11y(page, A11Y)).toEqual([])
    await page.click(`${col.summary} a[href="#colouring-entry-consent"]`)
    expect(await activeId(page)).toBe('colouring-entry-consent')

    await fillColouring(page)
    await page.fill(col.email, 'parent at example.com')
    await page.setInputFiles(col.image, { name: 'art.png', mimeType: 'image/png', buffer: PDF })
    await page.click(col.submit)
    await page.waitForFunction(() =>
      document.getElementById('colouring-entry-image-error')?.textContent?.includes('PNG or JPG'),
    )
    expect(await summaryMessages(page, col.summary)).toEqual([
      [
        '#colouring-entry-email',
        'Enter an email address in the correct format, like name@example.com',
      ],
      ['#colouring-entry-image', 'The selected file must be a PNG or JPG'],
    ])
    expect(posts).toHaveLength(0)
    expect(listSubmissions()).toHaveLength(0)
  })

  test('a 500 keeps every value, including the checkboxes and the chosen image', async ({
    page,
  }) => {
    await open(page, COLOURING_PATH)
    await fillColouring(page)
    await page.check(col.captcha)
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' }, body: '' }),
    )
    await page.click(col.submit)
    await page.getByText('Unable to submit').waitFor()
    expect(await page.getByText('Please reload and try again.').count()).toBe(1)
    expect(await page.inputValue(col.name)).toBe('Mia Lee')
    expect(await page.isChecked(col.consent)).toBe(true)
    expect(await page.isChecked(col.terms)).toBe(true)
    expect(await chosenFile(page, col.image)).toBe('my-art.jpg')
    expect(listSubmissions()).toHaveLength(0)
  })
})

test.describe("filled in before the page's scripts have run (they load after the first screen)", () => {
  /** Opens a form page with its app script held: the form is the server's HTML until `release`. */
  async function openHeld(page: Page, pathname: string) {
    const release = await holdRequests(page, /\/app-[0-9a-f]+\.js$/)
    await page.goto(url(pathname), { waitUntil: 'domcontentloaded' })
    expect(await page.locator('[data-captcha]').count()).toBe(0)
    return async () => {
      await release()
      await page.waitForSelector('[data-captcha]')
    }
  }

  /** Passes the captcha, sends the form and returns the one submission the CMS stored. */
  async function sendOne(page: Page, form: { captcha: string; submit: string }) {
    await page.check(form.captcha)
    await page.click(form.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    const stored = listSubmissions()
    expect(stored).toHaveLength(1)
    return stored[0]
  }

  test('a job application: the text and the resume chosen early are sent', async ({ page }) => {
    const release = await openHeld(page, JOB_PATH)
    await fillJob(page)
    await release()
    const stored = await sendOne(page, job)
    expect(stored.fields).toMatchObject({
      'Full Name': 'Ann Lee',
      Email: 'ann@example.com',
      Phone: '02 5550 1234',
    })
    expect(stored.file).toMatchObject({ field: 'attachments', filename: 'resume.pdf' })
    expect(fs.readFileSync(stored.file!.path).equals(PDF)).toBe(true)
  })

  test('a colouring entry: the text, the image and both boxes ticked early are sent', async ({
    openPage,
  }) => {
    const page = await openPage('mobile')
    const release = await openHeld(page, COLOURING_PATH)
    await fillColouring(page)
    await release()
    expect(await page.isChecked(col.consent)).toBe(true)
    expect(await page.isChecked(col.terms)).toBe(true)
    const stored = await sendOne(page, col)
    expect(stored.fields).toMatchObject({
      'Full Name': 'Mia Lee',
      Email: 'parent@example.com',
      consent: 'User consents to show image.',
      terms: 'User consents to terms and conditions.',
    })
    expect(stored.file).toMatchObject({ field: 'image', filename: 'my-art.jpg' })
    expect(fs.readFileSync(stored.file!.path).equals(JPEG)).toBe(true)
  })
})

test.describe('reCAPTCHA provider (stubbed script, no internet)', () => {
  const STUB = `
    (function () {
      var widgets = [];
      window.__recaptchaStub = {
        widgets: widgets,
        verify: function (token) { widgets[0].callback(token); },
        expire: function () { widgets[0]['expired-callback'](); },
      };
      window.grecaptcha = {
        render: function (el, options) {
          widgets.push(options);
          var note = document.createElement('p');
          note.textContent = 'reCAPTCHA stub for ' + options.sitekey;
          el.appendChild(note);
          return widgets.length - 1;
        },
        reset: function () {},
      };
      var onload = new URL(document.currentScript.src).searchParams.get('onload');
      window[onload]();
    })();`

  test('loads on demand in explicit mode; verified enables submit, expired disables it', async ({
    page,
  }) => {
    const scriptRequests: string[] = []
    await page.route('https://www.google.com/recaptcha/**', (route) => {
      scriptRequests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: STUB })
    })
    // A page without a form does not load the script, even once its own scripts have run.
    await page.goto(url('/?captcha=recaptcha'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(scriptRequests).toEqual([])

    let posted = ''
    await page.route(ENDPOINT, (route) => {
      posted = route.request().postDataBuffer()?.toString('latin1') ?? ''
      return route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' } })
    })
    await open(page, `${COLOURING_PATH}?captcha=recaptcha`, '[data-captcha="recaptcha"] p')
    expect(scriptRequests).toHaveLength(1)
    const scriptUrl = new URL(scriptRequests[0])
    expect(scriptUrl.pathname).toBe('/recaptcha/api.js')
    expect(scriptUrl.searchParams.get('render')).toBe('explicit')
    expect(scriptUrl.searchParams.get('onload')).toBe('__onRecaptchaLoad')
    expect(await page.locator('[data-captcha="demo"]').count()).toBe(0)
    expect(await page.innerText('[data-captcha="recaptcha"]')).toBe(
      'reCAPTCHA stub for 6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    )

    await fillColouring(page)
    expect(await page.isDisabled(col.submit)).toBe(true)
    await page.evaluate(() =>
      (
        window as unknown as { __recaptchaStub: { verify(t: string): void } }
      ).__recaptchaStub.verify('token-1'),
    )
    expect(await page.isEnabled(col.submit)).toBe(true)
    await page.evaluate(() =>
      (window as unknown as { __recaptchaStub: { expire(): void } }).__recaptchaStub.expire(),
    )
    expect(await page.isDisabled(col.submit)).toBe(true)
    await page.evaluate(() =>
      (
        window as unknown as { __recaptchaStub: { verify(t: string): void } }
      ).__recaptchaStub.verify('token-2'),
    )
    await page.click(col.submit)
    await page.getByRole('heading', { name: 'Submission sent' }).waitFor()
    expect(posted).toContain('name="captcha"\r\n\r\ntoken-2\r\n')
    expect(posted).toContain('name="form_id"\r\n\r\ncolouring_competition\r\n')
  })
})
