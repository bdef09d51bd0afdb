#!/usr/bin/env node
// Generator for the site's icons from static/icon.svg (committed; rerun after changing the SVG,
// `src/components/common/siteIcons.test.ts` fails until you do):
// - static/favicon.ico: 16, 32 and 48 px PNGs in one ICO, for browsers, bookmarks and tools that
//   ask for /favicon.ico without reading the page;
// - static/apple-touch-icon.png: 180 px, square and opaque (iOS rounds the corners itself);
// - static/icon-192.png, static/icon-512.png: the web app manifest's icons (site.webmanifest),
//   and static/icon-maskable-512.png, square, for launchers that cut their own shape.
import { readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const svg = await readFile('static/icon.svg', 'utf8')
/** The same tile without its rounded corners, for icons the platform shapes itself. */
const square = svg.replace(/ rx="[^"]*"/, '')

const png = (source, size) =>
  sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()

/** An ICO file holding PNG images (supported by every browser since IE 11 and Windows Vista). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt8(0, entry + 2)
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

const sizes = [16, 32, 48]
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(svg, size) })))
await writeFile('static/favicon.ico', ico(images))
await sharp(await png(square, 180))
  .flatten({ background: '#b3122a' })
  .png({ compressionLevel: 9 })
  .toFile('static/apple-touch-icon.png')
await writeFile('static/icon-192.png', await png(svg, 192))
await writeFile('static/icon-512.png', await png(svg, 512))
await writeFile('static/icon-maskable-512.png', await png(square, 512))
console.log(
  'Wrote static/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png',
)
