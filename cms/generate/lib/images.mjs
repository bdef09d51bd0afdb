/**
 * Image files for the demo snapshot, drawn as SVG (simple shapes, colours, short text) and
 * rasterised with sharp. Output is deterministic for a given sharp/libvips version.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { hashInt } from './uuid.mjs'

sharp.cache(false)
sharp.concurrency(1)

export const PALETTE = [
  ['#1f3a5f', '#f4b942'], // navy / gold
  ['#c8102e', '#ffffff'], // red / white
  ['#00707a', '#f2e8cf'], // teal / cream
  ['#5b2a86', '#f7c6d9'], // plum / pink
  ['#2d6a4f', '#d8f3dc'], // green / mint
  ['#bc4b51', '#f4e285'], // brick / butter
  ['#264653', '#e9c46a'], // slate / sand
  ['#6d597a', '#eaac8b'], // mauve / peach
  ['#3a86ff', '#ffffff'], // blue / white
  ['#8d5524', '#ffe8d6'], // tan / shell
  ['#14213d', '#fca311'], // ink / orange
  ['#9d0208', '#ffba08'], // crimson / amber
]

export function paletteFor(name) {
  return PALETTE[hashInt(name, PALETTE.length)]
}

export function esc(s) {
  return String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function initials(name) {
  const words = name
    .replace(/&/g, ' ')
    .replace(/[^A-Za-z0-9' ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  const sig = words.filter((w) => !/^(the|and|of|co)$/i.test(w))
  const pick = (sig.length ? sig : words).slice(0, 2)
  return pick.map((w) => w[0].toUpperCase()).join('')
}

/** Split text into at most `maxLines` lines of about `width` characters. */
export function wrap(textValue, width, maxLines = 2) {
  const words = String(textValue).split(/\s+/)
  const lines = []
  let line = ''
  for (const w of words) {
    if (line && (line + ' ' + w).length > width) {
      lines.push(line)
      line = w
    } else line = line ? `${line} ${w}` : w
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`
    return kept
  }
  return lines
}

const FONT = 'font-family="DejaVu Sans, Verdana, sans-serif"'

function textLines(
  lines,
  { x, y, size, fill, weight = 'bold', anchor = 'middle', lineHeight = 1.2 },
) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * lineHeight}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${esc(l)}</text>`,
    )
    .join('')
}

/** Decorative polka dots, deterministic from a seed string. */
function dots(seed, w, h, colour, count = 10, opacity = 0.18) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const cx = hashInt(`${seed}:x:${i}`, w)
    const cy = hashInt(`${seed}:y:${i}`, h)
    const r = 10 + hashInt(`${seed}:r:${i}`, Math.max(20, Math.round(Math.min(w, h) / 4)))
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${opacity}"/>`
  }
  return out
}

export class ImageFactory {
  constructor(filesDir) {
    this.filesDir = filesDir
    this.cache = new Map()
  }

  async write(relPath, width, height, svg, format) {
    if (this.cache.has(relPath)) return this.cache.get(relPath)
    const out = path.join(this.filesDir, relPath)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    let img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: 'fill' })
    let mime
    if (format === 'png') {
      img = img.png({ palette: true, colours: 32, compressionLevel: 9, effort: 7 })
      mime = 'image/png'
    } else {
      img = img
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: format === 'jpg-low' ? 60 : 70, mozjpeg: true })
      mime = 'image/jpeg'
    }
    const buf = await img.toBuffer()
    fs.writeFileSync(out, buf)
    const info = { path: relPath, width, height, mime, size: buf.length }
    this.cache.set(relPath, info)
    return info
  }

  svg(w, h, body) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
  }

  /** Store thumbnail: brand colour, initials and name. */
  storeThumb(slug, name, size = 400) {
    const [bg, fg] = paletteFor(name)
    const lines = wrap(name.toUpperCase(), 18, 2)
    const body =
      `<rect width="${size}" height="${size}" fill="${bg}"/>` +
      dots(slug, size, size, fg, 7, 0.15) +
      `<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.24}" fill="${fg}" fill-opacity="0.95"/>` +
      textLines([initials(name)], {
        x: size / 2,
        y: size * 0.4 + size * 0.085,
        size: size * 0.22,
        fill: bg,
      }) +
      textLines(lines, { x: size / 2, y: size * 0.8, size: size * 0.065, fill: fg })
    return this.write(`stores/thumbs/${slug}.jpg`, size, size, this.svg(size, size, body), 'jpg')
  }

  /** Store logo: small PNG wordmark. */
  storeLogo(slug, name) {
    const w = 240
    const h = 120
    const [bg] = paletteFor(name)
    const lines = wrap(name, 16, 2)
    const longest = Math.max(...lines.map((l) => l.length))
    const size = Math.min(lines.length > 1 ? 24 : 28, Math.floor(200 / (0.64 * longest)))
    const y0 = lines.length > 1 ? 52 : 68
    const body =
      `<rect width="${w}" height="${h}" fill="#ffffff"/>` +
      `<rect x="20" y="${h - 22}" width="${w - 40}" height="5" fill="${bg}"/>` +
      textLines(lines, { x: w / 2, y: y0, size, fill: bg })
    return this.write(`stores/logos/${slug}.png`, w, h, this.svg(w, h, body), 'png')
  }

  /** Store map: a stylised floor plan with the shop highlighted. */
  storeMap(slug, shopNumber, position) {
    const w = 600
    const h = 400
    const cols = 10
    const cellW = 52
    const cellH = 90
    let shops = ''
    let hx = 0
    let hy = 0
    for (let row = 0; row < 2; row++) {
      for (let col = 0; col < cols; col++) {
        const x = 40 + col * cellW
        const y = row === 0 ? 50 : 260
        const idx = row * cols + col
        const hit = idx === position % (cols * 2)
        if (hit) {
          hx = x + cellW / 2
          hy = y + cellH / 2
        }
        shops += `<rect x="${x + 2}" y="${y}" width="${cellW - 4}" height="${cellH}" fill="${hit ? '#c8102e' : '#d9d9d9'}" stroke="#9a9a9a" stroke-width="2"/>`
      }
    }
    const labelY = hy < 200 ? hy + 95 : hy - 85
    const body =
      `<rect width="${w}" height="${h}" fill="#f3f1ec"/>` +
      `<rect x="30" y="150" width="540" height="100" fill="#ffffff" stroke="#bdbdbd"/>` +
      textLines(['MALL'], { x: 300, y: 208, size: 22, fill: '#9a9a9a' }) +
      shops +
      `<circle cx="${hx}" cy="${hy}" r="9" fill="#ffffff"/>` +
      `<rect x="${Math.min(Math.max(hx - 70, 10), w - 150)}" y="${labelY - 24}" width="140" height="34" rx="6" fill="#1f3a5f"/>` +
      textLines([`Shop ${shopNumber}`], {
        x: Math.min(Math.max(hx, 80), w - 80),
        y: labelY,
        size: 18,
        fill: '#ffffff',
      }) +
      textLines(['N ↑'], { x: 560, y: 30, size: 16, fill: '#555555' })
    return this.write(`stores/maps/${slug}.jpg`, w, h, this.svg(w, h, body), 'jpg-low')
  }

  /** Shared wide banner (1920x640), shapes only. */
  banner(index) {
    const w = 1920
    const h = 640
    const [a, b] = PALETTE[index % PALETTE.length]
    const body =
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      dots(`banner${index}`, w, h, '#ffffff', 14, 0.16)
    return this.write(
      `banners/banner-${String(index + 1).padStart(2, '0')}.jpg`,
      w,
      h,
      this.svg(w, h, body),
      'jpg',
    )
  }

  /** Wide image with a headline (slides, default banners, share image). */
  headline(relPath, w, h, seed, title, subtitle = '', palette = paletteFor(seed)) {
    const [a, b] = palette
    const scale = Math.min(w / 1920, h / 640)
    const titleSize = Math.round(Math.max(28, 110 * scale))
    const lines = wrap(title, Math.max(12, Math.round(w / (titleSize * 0.62))), 2)
    const body =
      `<rect width="${w}" height="${h}" fill="${a}"/>` +
      dots(seed, w, h, b, 12, 0.22) +
      textLines(lines, {
        x: w / 2,
        y: h / 2 - (lines.length - 1) * titleSize * 0.6,
        size: titleSize,
        fill: '#ffffff',
      }) +
      (subtitle
        ? textLines([subtitle], {
            x: w / 2,
            y: h / 2 + lines.length * titleSize * 0.6 + titleSize * 0.3,
            size: Math.round(titleSize * 0.42),
            fill: b,
            weight: 'normal',
          })
        : '')
    return this.write(relPath, w, h, this.svg(w, h, body), 'jpg')
  }

  /** Offer thumbnail (250x350). */
  offerThumb(slug, storeName, headline) {
    const w = 250
    const h = 350
    const [bg, fg] = paletteFor(storeName)
    const body =
      `<rect width="${w}" height="${h}" fill="${bg}"/>` +
      dots(slug, w, h, fg, 6, 0.2) +
      textLines(wrap(headline.toUpperCase(), 11, 3), {
        x: w / 2,
        y: 130,
        size: 28,
        fill: '#ffffff',
      }) +
      textLines(wrap(storeName, 18, 2), { x: w / 2, y: 290, size: 17, fill: fg, weight: 'normal' })
    return this.write(`offers/${slug}.jpg`, w, h, this.svg(w, h, body), 'jpg')
  }

  /** Gift product image (400x400), shared by kind. */
  giftImage(kind, label) {
    const size = 400
    const [bg, fg] = paletteFor(`gift:${kind}`)
    const shapes = {
      round: `<circle cx="200" cy="170" r="95" fill="${bg}"/>`,
      box: `<rect x="110" y="80" width="180" height="180" rx="14" fill="${bg}"/><rect x="190" y="80" width="20" height="180" fill="${fg}"/>`,
      tall: `<rect x="150" y="60" width="100" height="210" rx="20" fill="${bg}"/>`,
      wide: `<rect x="80" y="110" width="240" height="120" rx="16" fill="${bg}"/>`,
      tri: `<polygon points="200,60 310,270 90,270" fill="${bg}"/>`,
    }
    const shapeKeys = Object.keys(shapes)
    const body =
      `<rect width="${size}" height="${size}" fill="${fg}"/>` +
      shapes[shapeKeys[hashInt(kind, shapeKeys.length)]] +
      textLines([label.toUpperCase()], { x: 200, y: 340, size: 30, fill: bg })
    return this.write(`gifts/${kind}.jpg`, size, size, this.svg(size, size, body), 'jpg')
  }

  /** Job listing thumbnail (550x360). */
  jobThumb(slug, role, storeName) {
    const w = 550
    const h = 360
    const [bg, fg] = paletteFor(storeName)
    const body =
      `<rect width="${w}" height="${h}" fill="${bg}"/>` +
      dots(slug, w, h, fg, 8, 0.18) +
      textLines(["WE'RE HIRING"], { x: w / 2, y: 110, size: 40, fill: fg }) +
      textLines(wrap(role, 26, 2), { x: w / 2, y: 190, size: 30, fill: '#ffffff' }) +
      textLines([storeName], { x: w / 2, y: 300, size: 22, fill: fg, weight: 'normal' })
    return this.write(`jobs/${slug}.jpg`, w, h, this.svg(w, h, body), 'jpg')
  }

  /** Editorial picture (article/event thumbnails, callouts, tiles): 800x500. */
  editorial(key, label) {
    return this.headline(`editorial/${key}.jpg`, 800, 500, `editorial:${key}`, label)
  }
}

/** A small, valid one-page PDF (centre map), written by hand with a correct xref table. */
export function centreMapPdf(centreName, stores) {
  const esc2 = (s) =>
    String(s)
      .replace(/[\\()]/g, (c) => `\\${c}`)
      .replace(/[^\x20-\x7e]/g, '-')
  const ops = []
  ops.push('0.95 0.94 0.92 rg 0 0 842 595 re f')
  ops.push(
    '0.12 0.23 0.37 rg BT /F1 26 Tf 40 545 Td (' + esc2(`${centreName} - Centre map`) + ') Tj ET',
  )
  ops.push('1 1 1 rg 40 250 762 80 re f')
  ops.push('0.6 0.6 0.6 rg BT /F1 14 Tf 380 285 Td (MALL) Tj ET')
  const perRow = 12
  stores.slice(0, perRow * 2).forEach((s, i) => {
    const row = Math.floor(i / perRow)
    const col = i % perRow
    const x = 40 + col * 63.5
    const y = row === 0 ? 350 : 120
    ops.push(`0.85 0.85 0.85 rg ${x.toFixed(1)} ${y} 60 110 re f`)
    ops.push(
      `0.2 0.2 0.2 rg BT /F1 7 Tf ${(x + 3).toFixed(1)} ${y + 95} Td (${esc2(s.shopNumber)}) Tj ET`,
    )
    ops.push(
      `0.2 0.2 0.2 rg BT /F1 6 Tf ${(x + 3).toFixed(1)} ${y + 10} Td (${esc2(s.title.slice(0, 16))}) Tj ET`,
    )
  })
  ops.push(
    '0.2 0.2 0.2 rg BT /F1 11 Tf 40 60 Td (Free parking - Free wifi - Parents room - Accessible toilets near the food court) Tj ET',
  )
  const stream = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title (${esc2(centreName)} centre map) /Producer (demo CMS generator) >>`,
  ]
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
