#!/usr/bin/env node
// One-off generator for the site's own default images (committed; rerun only to redesign).
import sharp from 'sharp'
import { mkdir } from 'node:fs/promises'

const svg = (w, h, bg1, bg2, title, sub = '') =>
  Buffer.from(`
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse">
      <circle cx="14" cy="14" r="3" fill="#ffffff" fill-opacity="0.12"/></pattern></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect width="100%" height="100%" fill="url(#dots)"/>
  <text x="50%" y="${sub ? '47%' : '53%'}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold"
    font-size="${Math.round(h / 8)}" fill="#ffffff">${title}</text>
  ${sub ? `<text x="50%" y="62%" text-anchor="middle" font-family="DejaVu Sans" font-size="${Math.round(h / 16)}" fill="#ffffff">${sub}</text>` : ''}
</svg>`)

const jpg = (input, out) => sharp(input).jpeg({ quality: 78, mozjpeg: true }).toFile(out)

await mkdir('static/images/pillars', { recursive: true })
await jpg(
  svg(1200, 627, '#16294d', '#b3122a', 'Molonglo Outlet Centre', 'Up to 70% off, every day'),
  'static/images/share-default.jpg',
)
await jpg(
  svg(900, 450, '#16294d', '#00666e', 'Molonglo Outlet Centre'),
  'src/assets/banner-fallback.jpg',
)
await jpg(
  svg(1920, 520, '#b3122a', '#16294d', 'Offers', 'Outlet prices every day'),
  'src/assets/offer-banner-default.jpg',
)
const pillars = {
  sport: ['#00666e', '#16294d', 'Sport'],
  family: ['#8a5a00', '#b3122a', 'Family'],
  fashion: ['#b3122a', '#5b1a6e', 'Fashion'],
  home: ['#16294d', '#00666e', 'Home'],
}
for (const [name, [a, b, label]] of Object.entries(pillars)) {
  await jpg(svg(600, 600, a, b, label), `static/images/pillars/${name}.jpg`)
}
console.log('Site images written.')
