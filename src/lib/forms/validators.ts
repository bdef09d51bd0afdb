/**
 * Browser-side validation for the forms, following the GOV.UK Design System's
 * error message patterns. Pure functions: file checks take the file's first bytes, read by the
 * caller with `readFileHead`.
 */
import { MAX_UPLOAD_BYTES } from './constants'

export type FileKind = 'pdf' | 'image'

/** What the validators need to know about a chosen file. */
export interface FileInfo {
  name: string
  type: string
  size: number
}

export interface FieldError {
  /** The id of the field's input, so the error summary can link to it. */
  field: string
  message: string
}

const SIGNATURES = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpeg: [[0xff, 0xd8, 0xff]],
}

const startsWith = (head: Uint8Array, signature: number[]) =>
  head.length >= signature.length && signature.every((byte, i) => head[i] === byte)

/** The type the file's first bytes announce, or null when none we accept. */
export function sniffFileType(head: Uint8Array): 'pdf' | 'png' | 'jpeg' | null {
  if (SIGNATURES.pdf.some((s) => startsWith(head, s))) return 'pdf'
  if (SIGNATURES.png.some((s) => startsWith(head, s))) return 'png'
  if (SIGNATURES.jpeg.some((s) => startsWith(head, s))) return 'jpeg'
  return null
}

/** How many bytes `sniffFileType` needs. */
const HEAD_BYTES = 8

const ACCEPT: Record<FileKind, { extensions: string[]; mimes: string[]; sniffed: string[] }> = {
  pdf: { extensions: ['.pdf'], mimes: ['application/pdf'], sniffed: ['pdf'] },
  image: {
    extensions: ['.png', '.jpg', '.jpeg'],
    mimes: ['image/png', 'image/jpeg', 'image/pjpeg'],
    sniffed: ['png', 'jpeg'],
  },
}

/** The `accept` attribute for a file input of this kind. */
export function acceptAttribute(kind: FileKind): string {
  return [
    ...ACCEPT[kind].extensions,
    ...ACCEPT[kind].mimes.filter((m) => m !== 'image/pjpeg'),
  ].join(',')
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot >= 0 ? name.slice(dot).toLowerCase() : ''
}

const TYPE_MESSAGE: Record<FileKind, string> = {
  pdf: 'The selected file must be a PDF',
  image: 'The selected file must be a PNG or JPG',
}

/**
 * Checks a chosen file: not empty, at most 10 MB, and a PDF (or PNG/JPEG image) by extension,
 * by MIME type (when the browser gives one) and by its first bytes. Returns the message or null.
 */
export function fileError(file: FileInfo, head: Uint8Array, kind: FileKind): string | null {
  if (file.size === 0) return 'The selected file is empty'
  const accept = ACCEPT[kind]
  const typeOk =
    accept.extensions.includes(extensionOf(file.name)) &&
    (file.type === '' || accept.mimes.includes(file.type.toLowerCase())) &&
    accept.sniffed.includes(sniffFileType(head) ?? '')
  if (!typeOk) return TYPE_MESSAGE[kind]
  if (file.size > MAX_UPLOAD_BYTES) return 'The selected file must be smaller than 10MB'
  return null
}

/** A pragmatic email shape: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
}

const blank = (value: string) => value.trim() === ''

function emailError(value: string, missing: string): string | null {
  if (blank(value)) return missing
  if (!isEmail(value)) return 'Enter an email address in the correct format, like name@example.com'
  return null
}

export interface ChosenFile {
  info: FileInfo
  head: Uint8Array
}

export interface JobValues {
  fullName: string
  email: string
  phone: string
}

export type JobFieldIds = Record<'fullName' | 'email' | 'phone' | 'resume', string>

/** Errors of the job application, in the order of the fields on the page. */
export function validateJobApplication(
  values: JobValues,
  resume: ChosenFile | null,
  ids: JobFieldIds,
): FieldError[] {
  const errors: FieldError[] = []
  const add = (field: string, message: string | null) => {
    if (message) errors.push({ field, message })
  }
  add(ids.fullName, blank(values.fullName) ? 'Enter your full name' : null)
  add(ids.email, emailError(values.email, 'Enter your email address'))
  add(ids.phone, blank(values.phone) ? 'Enter your phone number' : null)
  if (resume) add(ids.resume, fileError(resume.info, resume.head, 'pdf'))
  return errors
}

export interface ColouringValues {
  fullName: string
  email: string
  consent: boolean
  terms: boolean
}

export type ColouringFieldIds = Record<'fullName' | 'email' | 'image' | 'consent' | 'terms', string>

/** Errors of the colouring competition entry, in the order of the fields on the page. */
export function validateColouringEntry(
  values: ColouringValues,
  image: ChosenFile | null,
  ids: ColouringFieldIds,
): FieldError[] {
  const errors: FieldError[] = []
  const add = (field: string, message: string | null) => {
    if (message) errors.push({ field, message })
  }
  add(ids.fullName, blank(values.fullName) ? 'Enter your full name' : null)
  add(ids.email, emailError(values.email, "Enter your parent's email address"))
  add(
    ids.image,
    image ? fileError(image.info, image.head, 'image') : 'Select an image of your colouring',
  )
  add(
    ids.consent,
    values.consent ? null : 'Select the box to agree that your image can be shown publicly',
  )
  add(ids.terms, values.terms ? null : 'Select the box to agree to the terms and conditions')
  return errors
}

/** Reads the first bytes of a file (for the signature check). */
async function readFileHead(file: Blob, bytes = HEAD_BYTES): Promise<Uint8Array> {
  const slice = file.slice(0, bytes)
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(slice)
  })
}

/** The chosen file with its first bytes, or null when none is chosen. */
export async function chooseFile(file: File | null): Promise<ChosenFile | null> {
  if (!file) return null
  return {
    info: { name: file.name, type: file.type, size: file.size },
    head: await readFileHead(file),
  }
}
