import {
  acceptAttribute,
  chooseFile,
  fileError,
  isEmail,
  sniffFileType,
  validateColouringEntry,
  validateJobApplication,
  type ChosenFile,
} from './validators'
import { MAX_UPLOAD_BYTES } from './constants'

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37] // %PDF-1.7
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]
const head = (bytes: number[]) => new Uint8Array(bytes)

describe('sniffFileType', () => {
  it('recognises the PDF, PNG and JPEG signatures', () => {
    expect(sniffFileType(head(PDF))).toBe('pdf')
    expect(sniffFileType(head(PNG))).toBe('png')
    expect(sniffFileType(head(JPEG))).toBe('jpeg')
  })
  it('rejects near misses and short heads', () => {
    expect(sniffFileType(head([0x25, 0x50, 0x44, 0x46, 0x20]))).toBeNull() // "%PDF " not "%PDF-"
    expect(sniffFileType(head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull()
    expect(sniffFileType(head([0xff, 0xd8]))).toBeNull()
    expect(sniffFileType(head([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull() // GIF89a
    expect(sniffFileType(new Uint8Array())).toBeNull()
  })
})

describe('fileError', () => {
  const pdf = { name: 'resume.pdf', type: 'application/pdf', size: 1000 }
  it('accepts a PDF by extension, MIME type and signature', () => {
    expect(fileError(pdf, head(PDF), 'pdf')).toBeNull()
    expect(fileError({ ...pdf, name: 'RESUME.PDF', type: '' }, head(PDF), 'pdf')).toBeNull()
  })
  it('rejects a PDF with the wrong extension, MIME type or first bytes', () => {
    const message = 'The selected file must be a PDF'
    expect(fileError({ ...pdf, name: 'resume.docx' }, head(PDF), 'pdf')).toBe(message)
    expect(fileError({ ...pdf, type: 'text/plain' }, head(PDF), 'pdf')).toBe(message)
    expect(fileError(pdf, head(PNG), 'pdf')).toBe(message)
  })
  it('accepts PNG and JPEG images, and rejects a PDF renamed to .png', () => {
    expect(fileError({ name: 'a.png', type: 'image/png', size: 5 }, head(PNG), 'image')).toBeNull()
    expect(
      fileError({ name: 'a.jpg', type: 'image/jpeg', size: 5 }, head(JPEG), 'image'),
    ).toBeNull()
    expect(
      fileError({ name: 'a.JPEG', type: 'image/jpeg', size: 5 }, head(JPEG), 'image'),
    ).toBeNull()
    expect(fileError({ name: 'a.png', type: 'image/png', size: 5 }, head(PDF), 'image')).toBe(
      'The selected file must be a PNG or JPG',
    )
    expect(fileError({ name: 'a.gif', type: 'image/gif', size: 5 }, head(PNG), 'image')).toBe(
      'The selected file must be a PNG or JPG',
    )
  })
  it('allows exactly 10 MB and rejects one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10485760)
    expect(fileError({ ...pdf, size: MAX_UPLOAD_BYTES }, head(PDF), 'pdf')).toBeNull()
    expect(fileError({ ...pdf, size: MAX_UPLOAD_BYTES + 1 }, head(PDF), 'pdf')).toBe(
      'The selected file must be smaller than 10MB',
    )
  })
  it('rejects an empty file first', () => {
    expect(fileError({ ...pdf, size: 0 }, new Uint8Array(), 'pdf')).toBe(
      'The selected file is empty',
    )
  })
})

describe('acceptAttribute', () => {
  it('lists extensions and MIME types', () => {
    expect(acceptAttribute('pdf')).toBe('.pdf,application/pdf')
    expect(acceptAttribute('image')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg')
  })
})

describe('isEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.com.au', ' x@y.io '])('accepts %p', (v) =>
    expect(isEmail(v)).toBe(true),
  )
  it.each(['', 'a', 'a@b', 'a@b.', 'a b@c.com', '@c.com', 'a@.com', 'a@@b.com'])(
    'rejects %p',
    (v) => expect(isEmail(v)).toBe(false),
  )
})

const jobIds = { fullName: 'n', email: 'e', phone: 'p', resume: 'r' }
const chosen = (name: string, bytes: number[], size = 100, type = ''): ChosenFile => ({
  info: { name, type, size },
  head: head(bytes),
})

describe('validateJobApplication', () => {
  it('reports every empty required field in page order', () => {
    expect(validateJobApplication({ fullName: ' ', email: '', phone: '' }, null, jobIds)).toEqual([
      { field: 'n', message: 'Enter your full name' },
      { field: 'e', message: 'Enter your email address' },
      { field: 'p', message: 'Enter your phone number' },
    ])
  })
  it('checks the email shape and the resume, which is optional', () => {
    const values = { fullName: 'Ann Lee', email: 'ann@', phone: '0255501234' }
    expect(validateJobApplication(values, chosen('cv.pdf', PNG), jobIds)).toEqual([
      {
        field: 'e',
        message: 'Enter an email address in the correct format, like name@example.com',
      },
      { field: 'r', message: 'The selected file must be a PDF' },
    ])
    const ok = { ...values, email: 'ann@example.com' }
    expect(validateJobApplication(ok, null, jobIds)).toEqual([])
    expect(validateJobApplication(ok, chosen('cv.pdf', PDF), jobIds)).toEqual([])
  })
})

describe('validateColouringEntry', () => {
  const ids = { fullName: 'n', email: 'e', image: 'i', consent: 'c', terms: 't' }
  it('requires name, email, image and both boxes', () => {
    expect(
      validateColouringEntry(
        { fullName: '', email: '', consent: false, terms: false },
        null,
        ids,
      ).map((e) => [e.field, e.message]),
    ).toEqual([
      ['n', 'Enter your full name'],
      ['e', "Enter your parent's email address"],
      ['i', 'Select an image of your colouring'],
      ['c', 'Select the box to agree that your image can be shown publicly'],
      ['t', 'Select the box to agree to the terms and conditions'],
    ])
  })
  it('passes a complete entry', () => {
    expect(
      validateColouringEntry(
        { fullName: 'Mia', email: 'mum@example.com', consent: true, terms: true },
        chosen('art.jpg', JPEG),
        ids,
      ),
    ).toEqual([])
  })
})

describe('chooseFile', () => {
  it('reads the first bytes of the chosen file', async () => {
    const file = new File([new Uint8Array([...PNG, 1, 2, 3])], 'a.png', { type: 'image/png' })
    const result = await chooseFile(file)
    expect(result?.info).toEqual({ name: 'a.png', type: 'image/png', size: 11 })
    expect(Array.from(result!.head)).toEqual(PNG)
    expect(await chooseFile(null)).toBeNull()
  })
})
