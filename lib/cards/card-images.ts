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

/** Raw RGB pixels of a picture cut to a box, for sharp to composite. */
export interface Pixels {
  data: Buffer
  width: number
  height: number
  channels: 3
}

/** Covers already cut, the newest few: a site's cards often share a cover (and the site's own). */
const COVERS_KEPT = 8
const covers = new Map<string, Promise<Pixels | null>>()

/**
 * A picture cut to `width`×`height` (covering, centred, flattened on white) as raw pixels, or null
 * when it cannot be read (a signed URL that expired, an offline build, a missing file): the card
 * is drawn without it, and one line says why. The pixels are shared: copy before changing them.
 */
export function coverPixels(source: string, width: number, height: number): Promise<Pixels | null> {
  const key = `${width}x${height} ${source}`
  let cover = covers.get(key)
  if (!cover) {
    covers.set(key, (cover = readCover(source, width, height)))
    // A picture that could not be read is tried again next time.
    void cover.then((pixels) => pixels ?? covers.delete(key))
    for (const oldest of covers.keys()) if (covers.size > COVERS_KEPT) covers.delete(oldest)
  }
  return cover
}

async function readCover(source: string, width: number, height: number): Promise<Pixels | null> {
  try {
    const bytes = await bytesOf(source)
    if (!bytes) return null
    const data = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer()
    return { data, width, height, channels: 3 }
  } catch (error) {
    const where = source.replace(/\?.*$/, '')
    log.warn(`share card: could not read the picture ${where} (${String(error)}); drawn without it`)
    return null
  }
}

/** Avatars already read: every card of a site draws the same one. */
const avatars = new Map<string, Promise<string | null>>()

async function readAvatar(source: string): Promise<string | null> {
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

/** A small square picture (the avatar) as a PNG data: URL, or null; read once per process. */
export function avatarImage(source: string): Promise<string | null> {
  let avatar = avatars.get(source)
  if (!avatar) avatars.set(source, (avatar = readAvatar(source)))
  return avatar
}
