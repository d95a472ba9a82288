import { describe, expect, it } from 'vitest'
import { fromBase64, toBase64 } from '@/lib/lock/lock-crypto'
import { openSealed } from '@/lib/lock/open'
import { saltOf, seal } from '@/lib/lock/seal'

const value = { body: 'frame 31', list: [1, 2, 3], cjk: '胶片' }
const SITE = 'https://example.com'

describe('seal / open', async () => {
  const salt = await saltOf(SITE, 'post-a')
  const sealed = await seal(value, 'silver-halide', salt)

  it('round trips', async () => {
    expect(await openSealed(sealed, 'silver-halide')).toMatchObject({ ok: true, value })
  })
  it('records its parameters beside the ciphertext, at least 200,000 iterations', () => {
    expect(sealed).toMatchObject({ v: 1, alg: 'AES-256-GCM', kdf: 'PBKDF2-SHA-256' })
    expect(sealed.iterations).toBeGreaterThanOrEqual(200_000)
    expect(fromBase64(sealed.salt).length).toBe(16)
    expect(fromBase64(sealed.iv).length).toBe(12)
  })
  it('a wrong password fails', async () => {
    expect(await openSealed(sealed, 'silver-halidE')).toEqual({
      ok: false,
      reason: 'wrong-password'
    })
  })
  it('a tampered ciphertext, IV or iteration count fails', async () => {
    const bytes = fromBase64(sealed.ciphertext)
    bytes[3] = (bytes[3] ?? 0) ^ 1
    const flipped = { ...sealed, ciphertext: toBase64(bytes) }
    const iv = fromBase64(sealed.iv)
    iv[0] = (iv[0] ?? 0) ^ 1
    for (const bad of [flipped, { ...sealed, iv: toBase64(iv) }])
      expect((await openSealed(bad, 'silver-halide')).ok).toBe(false)
    // Fewer iterations derive another key, and the count is authenticated data besides.
    const weaker = { ...sealed, iterations: 1000 }
    expect((await openSealed(weaker, 'silver-halide')).ok).toBe(false)
  })
  it('the salt is stable across seals, the IV is not', async () => {
    const again = await seal(value, 'silver-halide', await saltOf(SITE, 'post-a'))
    expect(again.salt).toBe(sealed.salt)
    expect(again.iv).not.toBe(sealed.iv)
    expect(again.ciphertext).not.toBe(sealed.ciphertext)
  })
  it('the salt differs across posts and sites', async () => {
    const salts = new Set(
      [await saltOf(SITE, 'post-b'), await saltOf('https://other.example', 'post-a'), salt].map(
        toBase64
      )
    )
    expect(salts.size).toBe(3)
  })
  it('the password does not appear in the payload', () => {
    expect(JSON.stringify(sealed)).not.toContain('silver')
  })
})
