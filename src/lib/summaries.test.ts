import { jobSummary, sideCardSummary, whatsOnSummary } from './summaries'

const long = (n: number) => 'x'.repeat(n)

describe('summaries', () => {
  it("what's on cards: 200 characters plus three dots", () => {
    expect(whatsOnSummary(long(200))).toBe(long(200))
    expect(whatsOnSummary(long(201))).toBe(`${long(200)}...`)
    expect(whatsOnSummary(null)).toBe('')
  })

  it('side cards: 140 characters plus an ellipsis', () => {
    expect(sideCardSummary(long(140))).toBe(long(140))
    expect(sideCardSummary(long(141))).toBe(`${long(140)}…`)
  })

  it('jobs: markup stripped, 200 characters plus an ellipsis', () => {
    expect(jobSummary('<p>We are <strong>hiring</strong> &amp; training.</p>')).toBe(
      'We are hiring & training.',
    )
    const body = `<p>${long(150)}</p><p>${long(100)}</p>`
    const result = jobSummary(body)
    expect(result).toBe(`${long(150)} ${long(49)}…`)
    expect(result).toHaveLength(201)
  })
})
