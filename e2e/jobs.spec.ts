// Jobs: listing cards and job pages with and without the application form.
import fixtures from '../cms/snapshot/fixtures.json'
import { checkA11y, expect, test, url } from './support/fixtures'

test('the jobs listing shows a card per job with employer, summary and extra details flag', async ({
  page,
}) => {
  await page.goto(url('/jobs/'), { waitUntil: 'networkidle' })
  const cards = page.locator('[data-testid="job-card"]')
  expect(await cards.count()).toBe(8)
  const withTerms = cards.filter({
    has: page.getByRole('link', { name: fixtures.jobWithForm.title, exact: true }),
  })
  const text = await withTerms.innerText()
  expect(text).toContain(fixtures.jobWithForm.employer)
  expect(text).toContain('Additional details')
  const summary = await withTerms.locator('p').nth(1).innerText()
  expect(summary.length).toBeLessThanOrEqual(201)
  expect(summary).not.toMatch(/<[^>]+>/)
  const noTerms = cards.filter({
    has: page.getByRole('link', { name: fixtures.jobWithoutForm.title, exact: true }),
  })
  expect(await noTerms.innerText()).not.toContain('Additional details')
  expect(await withTerms.getByRole('link').getAttribute('href')).toBe(
    `${fixtures.jobWithForm.path}/`,
  )
  // 1 column on phones, 2 from md.
  const columns = await page
    .locator('ul:has([data-testid="job-card"])')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  expect(columns).toBe(2)
  expect(await checkA11y(page)).toEqual([])
})

test('a job with the show flag has the application section', async ({ openPage }) => {
  const page = await openPage('mobile')
  await page.goto(url(`${fixtures.jobWithForm.path}/`), { waitUntil: 'networkidle' })
  expect(await page.locator('h1').innerText()).toBe(fixtures.jobWithForm.title.toUpperCase())
  expect(await page.getByRole('link', { name: 'Back to all jobs' }).getAttribute('href')).toBe(
    '/jobs/',
  )
  expect(
    await page.getByRole('link', { name: fixtures.jobWithForm.employer }).getAttribute('href'),
  ).toMatch(/^\/stores\/[^/]+\/$/)
  expect(await page.getByRole('heading', { name: 'Apply for this job' }).count()).toBe(1)
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
      t.includes('"JobPosting"'),
    )!,
  )
  expect(ld).toMatchObject({
    '@type': 'JobPosting',
    title: fixtures.jobWithForm.title,
    hiringOrganization: { name: fixtures.jobWithForm.employer },
    jobLocation: { address: { addressCountry: 'AU' } },
  })
  expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/)
  expect(ld.description.length).toBeGreaterThan(20)
  expect(await checkA11y(page)).toEqual([])
})

test('a job without the show flag has no application section', async ({ page }) => {
  await page.goto(url(`${fixtures.jobWithoutForm.path}/`), { waitUntil: 'networkidle' })
  expect(await page.locator('h1').innerText()).toBe(fixtures.jobWithoutForm.title.toUpperCase())
  expect(await page.getByRole('heading', { name: 'Apply for this job' }).count()).toBe(0)
  expect(await page.locator('[data-testid="job-apply"]').count()).toBe(0)
  expect(await checkA11y(page)).toEqual([])
})
