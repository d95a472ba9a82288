import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

const padded = (length: number) => (length + 3) & ~3

/**
 * A WOFF (1.0) font as the TrueType/OpenType font it wraps: its tables inflated with Node's zlib.
 * satori and subset-font take WOFF too, but inflate it in JavaScript on every parse, several
 * times slower. Anything that is not WOFF is returned as it is.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) return woff
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY
    const [offset, compressed, length] = [4, 8, 12].map((field) => woff.readUInt32BE(at + field))
    const stored = woff.subarray(offset, (offset ?? 0) + (compressed ?? 0))
    const data = compressed === length ? stored : inflateSync(stored)
    if (data.length !== length) throw new Error('a WOFF table does not inflate to its length')
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data }
  })
  const size = tables.reduce(
    (total, table) => total + padded(table.data.length),
    SFNT_HEADER + numTables * SFNT_ENTRY
  )
  const sfnt = Buffer.alloc(size)
  const log2 = Math.floor(Math.log2(numTables))
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(16 << log2, 6)
  sfnt.writeUInt16BE(log2, 8)
  sfnt.writeUInt16BE(numTables * 16 - (16 << log2), 10)
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY
    sfnt.writeUInt32BE(table.tag, entry)
    sfnt.writeUInt32BE(table.checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(sfnt, offset)
    offset += padded(table.data.length)
  })
  return sfnt
}
