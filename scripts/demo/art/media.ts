/**
 * The small non-picture files posts link to, made here: a surf recording (synthesised brown noise
 * swelling like waves, as WAV), a one-page PDF cheat sheet written by hand, and a text packing list.
 */
import { seeded } from './random'

/** Mono 8-bit WAV: brown noise shaped by slow swells, so it sounds like surf on shingle. */
export function surfWav(seconds = 4, rate = 11025): Buffer {
  const random = seeded('surf')
  const samples = seconds * rate
  const data = Buffer.alloc(samples)
  let brown = 0
  for (let i = 0; i < samples; i++) {
    brown = (brown + (random() * 2 - 1) * 0.08) * 0.985
    const t = i / rate
    const swell = 0.35 + 0.65 * Math.pow(Math.sin((Math.PI * t) / 2.2), 2)
    const fade = Math.min(1, t / 0.3, (seconds - t) / 0.4)
    data[i] = Math.round(128 + Math.max(-1, Math.min(1, brown * 3 * swell * fade)) * 110)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate, 28) // byte rate = rate x 1 byte
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples, 40)
  return Buffer.concat([header, data])
}

/** A valid single-page PDF (Helvetica text), with a correct cross-reference table. */
export function cheatSheetPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td 16 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET'
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  ]
  let out = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
    return offset
  })
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** An ICO container holding PNG images (allowed since Windows Vista; every browser reads it). */
export function icoFromPngs(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2) // icon
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4) // colour planes
    header.writeUInt16LE(32, entry + 6) // bits per pixel
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((p) => p.data)])
}

/** The site avatar: a sun setting behind two ridges, in a round frame. */
export const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d1b4e"/><stop offset="0.6" stop-color="#d1495b"/><stop offset="1" stop-color="#f7b267"/></linearGradient>
<clipPath id="c"><circle cx="64" cy="64" r="64"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="128" height="128" fill="url(#s)"/><circle cx="78" cy="70" r="17" fill="#ffe3a3"/>
<path d="M0 86 L22 64 L38 76 L60 50 L84 78 L100 66 L128 88 V128 H0 Z" fill="#6b2f4f"/>
<path d="M0 100 L30 84 L52 96 L80 80 L128 102 V128 H0 Z" fill="#1a1028"/></g></svg>
`
