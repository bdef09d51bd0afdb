/**
 * @jest-environment node
 */
// The site's icons (static/, made by scripts/make-site-icons.mjs from static/icon.svg): one
// design everywhere, at the sizes the head and the web app manifest promise.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { SITE_NAME } from './site-metadata'
import { FAVICON, THEME_COLOR } from '../../src/components/common/Seo'

const STATIC = path.join(__dirname, '../../static')
const read = (name: string) => readFileSync(path.join(STATIC, name))
const REMAKE = 'run `node scripts/make-site-icons.mjs` after changing static/icon.svg'

/** The PNG images of an ICO file, with the size its directory gives each. */
function icoImages(file: Buffer) {
  expect(file.readUInt16LE(0)).toBe(0)
  expect(file.readUInt16LE(2)).toBe(1)
  const count = file.readUInt16LE(4)
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i
    const size = file.readUInt8(entry) || 256
    const length = file.readUInt32LE(entry + 8)
    const offset = file.readUInt32LE(entry + 12)
    return { size, data: file.subarray(offset, offset + length) }
  })
}

/** Mean difference per channel (0–255) between two images of the same size, over white. */
async function difference(a: Buffer, b: Buffer, size: number) {
  const raw = (input: Buffer) =>
    sharp(input, { density: (72 * size) / 32 })
      .resize(size, size)
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([raw(a), raw(b)])
  let sum = 0
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i])
  return sum / x.length
}

describe('site icons', () => {
  const svg = read('icon.svg').toString('utf8').trim()

  it('inlines static/icon.svg as the favicon of every page', () => {
    expect(decodeURIComponent(FAVICON.replace('data:image/svg+xml,', ''))).toBe(svg)
  })

  it(`/favicon.ico holds the same tile at 16, 32 and 48 px (${REMAKE})`, async () => {
    const images = icoImages(read('favicon.ico'))
    expect(images.map((image) => image.size)).toEqual([16, 32, 48])
    for (const { size, data } of images) {
      const meta = await sharp(data).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
      expect(await difference(data, Buffer.from(svg), size)).toBeLessThan(3)
    }
  })

  it('the Apple touch icon is 180 px, square and opaque', async () => {
    const meta = await sharp(read('apple-touch-icon.png')).metadata()
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false])
  })

  it('the manifest names the site, and its icons exist at the sizes it gives', async () => {
    const manifest = JSON.parse(read('site.webmanifest').toString('utf8'))
    expect(manifest.name).toBe(SITE_NAME)
    expect(manifest.theme_color).toBe(THEME_COLOR)
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual([
      'any',
      'any',
      'maskable',
    ])
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const meta = await sharp(read(icon.src)).metadata()
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
    }
    const rounded = await sharp(read('icon-512.png')).metadata()
    expect(rounded.hasAlpha).toBe(true)
    expect(await difference(read('icon-512.png'), Buffer.from(svg), 512)).toBeLessThan(3)
  })
})
