/**
 * MediaRecorder writes WebM without a Duration, so players show no length and cannot seek well.
 * This adds one to the Segment's Info element (EBML: ids and sizes are variable-length integers).
 */
const SEGMENT = 0x18538067
const INFO = 0x1549a966
const DURATION = 0x4489

interface Element {
  id: number
  /** Offset of the size field, its width, and where the data starts. */
  sizeAt: number
  sizeWidth: number
  dataAt: number
  size: number
}

function vintWidth(first: number): number {
  for (let width = 1; width <= 8; width++) if (first & (0x80 >> (width - 1))) return width
  throw new Error('not an EBML variable-length integer')
}

function readElement(buf: Buffer, at: number): Element {
  const idWidth = vintWidth(buf[at]!)
  const id = buf.readUIntBE(at, idWidth)
  const sizeAt = at + idWidth
  const sizeWidth = vintWidth(buf[sizeAt]!)
  let size = buf[sizeAt]! & (0xff >> sizeWidth)
  for (let i = 1; i < sizeWidth; i++) size = size * 256 + buf[sizeAt + i]!
  return { id, sizeAt, sizeWidth, dataAt: sizeAt + sizeWidth, size }
}

function encodeSize(size: number, width: number): Buffer {
  const out = Buffer.alloc(width)
  let rest = size
  for (let i = width - 1; i >= 0; i--) {
    out[i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  out[0]! |= 0x80 >> (width - 1)
  return out
}

/** The file with `ms` milliseconds as its Duration (at the default 1 ms timecode scale). */
export function withDuration(webm: Buffer, ms: number): Buffer {
  let at = 0
  while (at < webm.length) {
    const element = readElement(webm, at)
    if (element.id === SEGMENT) {
      let inner = element.dataAt
      while (inner < webm.length) {
        const child = readElement(webm, inner)
        if (child.id === INFO) {
          const duration = Buffer.alloc(11)
          duration.writeUInt16BE(DURATION, 0)
          duration[2] = 0x88
          duration.writeDoubleBE(ms, 3)
          const infoEnd = child.dataAt + child.size
          return Buffer.concat([
            webm.subarray(0, child.sizeAt),
            encodeSize(child.size + duration.length, child.sizeWidth),
            webm.subarray(child.dataAt, infoEnd),
            duration,
            webm.subarray(infoEnd)
          ])
        }
        inner = child.dataAt + child.size
      }
    }
    at = element.dataAt + element.size
  }
  throw new Error('no Segment Info in this WebM')
}
