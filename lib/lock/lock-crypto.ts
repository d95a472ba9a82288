import type { EncryptedBody } from '@/lib/content/types'

/**
 * What seal.ts (server) and open.ts (browser) share: the parameters of the lock and the WebCrypto
 * calls, so one implementation runs in Node 20 and in the browser (globalThis.crypto.subtle).
 * OWASP's 2023 guidance for PBKDF2-HMAC-SHA256 is 600,000 iterations; the count travels with
 * each payload, so it can be raised without breaking pages built before.
 */
export const LOCK_ITERATIONS = 600_000
export const LOCK_VERSION = 1
const IV_BYTES = 12

/** The secure-context WebCrypto, or null (plain http other than localhost, very old browsers). */
export const subtleCrypto = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null

const encoder = new TextEncoder()
export const utf8 = (text: string) => encoder.encode(text)

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunked: String.fromCharCode with a huge argument list overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export const randomIv = () => globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES))

/** AES-256-GCM key from a password; not extractable, so it cannot be read back out. */
export async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  /** The browser keeps the key of an opened post for the session, so it must export it. */
  extractable = false
): Promise<CryptoKey> {
  const subtle = subtleCrypto()
  if (!subtle) throw new Error('WebCrypto is unavailable')
  const material = await subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    extractable,
    ['encrypt', 'decrypt']
  )
}

/**
 * Authenticated data binding the stored parameters to the ciphertext: a payload whose version or
 * iteration count was edited fails to open instead of being read under other rules.
 */
export const additionalData = (sealed: Pick<EncryptedBody, 'v' | 'iterations' | 'salt'>) =>
  utf8(`notionpress-lock v${sealed.v} pbkdf2-sha256 ${sealed.iterations} ${sealed.salt}`)
