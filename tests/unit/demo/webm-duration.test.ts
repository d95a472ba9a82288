import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withDuration } from '@/scripts/demo/webm-duration'

/** An EBML element with a one-byte size. */
const el = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data])

const durationOf = (webm: Buffer) => {
  const at = webm.indexOf(Buffer.from([0x44, 0x89, 0x88]))
  return at < 0 ? null : webm.readDoubleBE(at + 3)
}

describe('withDuration', () => {
  it('adds a Duration to the Segment Info and grows the Info size', () => {
    const info = el(
      [0x15, 0x49, 0xa9, 0x66],
      el([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40]))
    )
    const cluster = el([0x1f, 0x43, 0xb6, 0x75], Buffer.from([1, 2, 3]))
    const segment = Buffer.concat([
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
      info,
      cluster
    ])
    const header = el([0x1a, 0x45, 0xdf, 0xa3], Buffer.from([0x42, 0x86, 0x81, 0x01]))
    const out = withDuration(Buffer.concat([header, segment]), 5000)
    expect(durationOf(out)).toBe(5000)
    const infoAt = out.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]))
    expect(out[infoAt + 4]! & 0x7f).toBe(info.length - 5 + 11)
    expect(out.subarray(out.length - cluster.length)).toEqual(cluster)
  })

  it('refuses a file with no Segment Info', () => {
    expect(() => withDuration(el([0x1a, 0x45, 0xdf, 0xa3], Buffer.alloc(0)), 1)).toThrow(/Info/)
  })

  it('the bundled demo clips carry their five seconds', () => {
    for (const name of ['morning', 'snow', 'night'])
      expect(durationOf(readFileSync(`public/demo/video/${name}.webm`))).toBe(5000)
  })
})
