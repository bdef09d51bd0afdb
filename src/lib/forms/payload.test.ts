import { colouringEntries, jobApplicationEntries, jobFormLabel, toFormData } from './payload'

const resume = new File(['%PDF-1.4 body'], 'cv.pdf', { type: 'application/pdf' })
const image = new File([new Uint8Array([0x89, 0x50])], 'art.png', { type: 'image/png' })

describe('jobApplicationEntries', () => {
  const job = {
    id: 'a123904a-6d5a-5f8b-b199-23d6f1d2cd3a',
    title: 'Retail Assistant (Casual)',
    employer: 'Willow & Wren',
    jobEmail: 'jobs@willowandwren.example.com.au',
  }
  it("sends the exact field names and values the endpoint expects, and the listing's id", () => {
    const entries = jobApplicationEntries(
      job,
      { fullName: ' Ann Lee ', email: 'ann@example.com', phone: '02 5550 1234', resume },
      'token-1',
    )
    expect(entries).toEqual([
      ['form_id', '66'],
      ['captcha', 'token-1'],
      ['form', 'Job Application for Retail Assistant (Casual) at Willow & Wren'],
      ['retailer', 'Willow & Wren'],
      ['position', 'Retail Assistant (Casual)'],
      ['retailer recipient', 'jobs@willowandwren.example.com.au'],
      ['job_id', 'a123904a-6d5a-5f8b-b199-23d6f1d2cd3a'],
      ['Full Name', 'Ann Lee'],
      ['Email', 'ann@example.com'],
      ['Phone', '02 5550 1234'],
      ['attachments', resume],
    ])
  })
  it('leaves out attachments when no resume is chosen', () => {
    const entries = jobApplicationEntries(
      job,
      { fullName: 'A', email: 'a@b.co', phone: '1', resume: null },
      't',
    )
    expect(entries.map(([name]) => name)).not.toContain('attachments')
    expect(entries).toHaveLength(10)
  })
  it('names the form after the position and store', () => {
    expect(jobFormLabel('Store Manager', 'Ridgeline Menswear')).toBe(
      'Job Application for Store Manager at Ridgeline Menswear',
    )
  })
})

describe('colouringEntries', () => {
  it('sends the exact field names and values the endpoint expects', () => {
    expect(
      colouringEntries(
        'colouring_competition',
        { fullName: 'Mia', email: 'mum@example.com', image, consent: true, terms: true },
        'token-2',
      ),
    ).toEqual([
      ['form_id', 'colouring_competition'],
      ['captcha', 'token-2'],
      ['form', 'Colouring competition submission'],
      ['Full Name', 'Mia'],
      ['Email', 'mum@example.com'],
      ['image', image],
      ['consent', 'User consents to show image.'],
      ['terms', 'User consents to terms and conditions.'],
    ])
  })
})

describe('toFormData', () => {
  it('appends strings and files with their file names', () => {
    const body = toFormData([
      ['Full Name', 'Ann'],
      ['attachments', resume],
    ])
    expect(body.get('Full Name')).toBe('Ann')
    const file = body.get('attachments') as File
    expect(file.name).toBe('cv.pdf')
    expect(file.size).toBe(resume.size)
  })
})
