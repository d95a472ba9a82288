import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { log } from '@/lib/log'

const FETCH_TIMEOUT_MS = 8000
const MAX_BYTES = 20 * 1024 * 1024

/** A picture's bytes: a site path from public/, or an http(s) URL; null when it cannot be had. */
async function bytesOf(source: string): Promise<Buffer | null> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    if (bytes.length > MAX_BYTES) throw new Error('larger than 20 MB')
    return bytes
  }
  const file = source.split(/[?#]/)[0] ?? ''
  if (!file.startsWith('/') || file.includes('..')) return null
  const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public')
  return readFile(path.join(publicDir, decodeURIComponent(file)))
}

/**
 * A picture cut to `width`×`height` (covering, centred) as a JPEG data: URL, or null when it
 * cannot be read (a signed URL that expired, an offline build, a missing file): the card is drawn
 * without it, and one line says why.
 */
export async function sizedImage(
  source: string,
  width: number,
  height: number
): Promise<string | null> {
  try {
    const bytes = await bytesOf(source)
    if (!bytes) return null
    const jpeg = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch (error) {
    const where = source.replace(/\?.*$/, '')
    log.warn(`share card: could not read the picture ${where} (${String(error)}); drawn without it`)
    return null
  }
}

/** A small square picture (the avatar) as a PNG data: URL, or null. */
export async function avatarImage(source: string): Promise<string | null> {
  try {
    const bytes = await bytesOf(source)
    if (!bytes) return null
    const png = await sharp(bytes).resize(104, 104, { fit: 'cover' }).png().toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch (error) {
    log.warn(`share card: could not read the avatar ${source} (${String(error)}); drawn without it`)
    return null
  }
}
