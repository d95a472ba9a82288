import type { EncryptedBody } from '@/lib/content/types'
import {
  additionalData,
  deriveKey,
  LOCK_ITERATIONS,
  LOCK_VERSION,
  randomIv,
  subtleCrypto,
  toBase64,
  utf8
} from '@/lib/lock/lock-crypto'

/**
 * Server side of the lock: seals a value under a password. Pages regenerate every few seconds
 * and PBKDF2 at this iteration count costs a few hundred ms, so each post's key is derived once
 * per process and kept in memory (never on disk, never in props). Next bundles pages separately;
 * a global keeps one cache per process rather than one per bundle.
 */
type Cached = { password: string; key: Promise<CryptoKey> }
const keys = ((globalThis as { __notionLockKeys?: Map<string, Cached> }).__notionLockKeys ??=
  new Map())

function subtle(): SubtleCrypto {
  const s = subtleCrypto()
  if (!s) throw new Error('WebCrypto (crypto.subtle) is required to seal locked posts')
  return s
}

/**
 * The salt of a post: stable for one site (its LINK) and post, distinct across both, so the
 * same password on two posts or two sites gives two keys.
 */
export async function saltOf(site: string, postId: string): Promise<Uint8Array<ArrayBuffer>> {
  const digest = await subtle().digest('SHA-256', utf8(`notionpress-lock-salt\0${site}\0${postId}`))
  return new Uint8Array(digest.slice(0, 16))
}

function keyFor(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const id = `${toBase64(salt)} ${iterations}`
  const hit = keys.get(id)
  if (hit && hit.password === password) return hit.key
  const key = deriveKey(password, salt, iterations)
  keys.set(id, { password, key })
  key.catch(() => keys.delete(id))
  return key
}

/** `value` as JSON, sealed with AES-256-GCM under the password; a fresh IV every call. */
export async function seal(
  value: unknown,
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations = LOCK_ITERATIONS
): Promise<EncryptedBody> {
  const iv = randomIv()
  const head = {
    v: LOCK_VERSION,
    alg: 'AES-256-GCM',
    kdf: 'PBKDF2-SHA-256',
    iterations,
    salt: toBase64(salt)
  } as const
  const key = await keyFor(password, salt, iterations)
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(head) },
    key,
    utf8(JSON.stringify(value))
  )
  return { ...head, iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(ciphertext)) }
}
