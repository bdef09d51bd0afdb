import { createHash } from 'node:crypto'

/** Fixed namespace for the demo CMS (itself a v5 UUID of "demo-cms.outlet-centre"). */
export const NAMESPACE = '6f1c2a7e-3b1d-5c4e-9a8f-2d0e1b3c4a5f'

function uuidToBytes(uuid) {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex')
}

/** RFC 4122 version 5 (SHA-1, name-based) UUID: deterministic for a given name. */
export function uuidv5(name, namespace = NAMESPACE) {
  const hash = createHash('sha1')
    .update(Buffer.concat([uuidToBytes(namespace), Buffer.from(String(name), 'utf8')]))
    .digest()
  const b = Buffer.from(hash.subarray(0, 16))
  b[6] = (b[6] & 0x0f) | 0x50
  b[8] = (b[8] & 0x3f) | 0x80
  const h = b.toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** Deterministic integer in [0, n) from a string. */
export function hashInt(str, n) {
  const h = createHash('sha1').update(String(str)).digest()
  return h.readUInt32BE(0) % n
}

export function slugify(text) {
  return String(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
