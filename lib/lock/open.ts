import type { EncryptedBody } from '@/lib/content/types'
import { additionalData, deriveKey, fromBase64, subtleCrypto } from '@/lib/lock/lock-crypto'

export type OpenResult<T> =
  { ok: true; value: T; key: CryptoKey } | { ok: false; reason: 'wrong-password' | 'unavailable' }

/**
 * Browser side of the lock (runs in Node too): opens what `seal` sealed. A wrong password and a
 * tampered payload look the same to AES-GCM (the tag does not verify): both are 'wrong-password'.
 * 'unavailable' means no WebCrypto: browsers give it only to secure contexts (https, localhost).
 */
export async function openSealed<T>(
  sealed: EncryptedBody,
  password: string
): Promise<OpenResult<T>> {
  if (!subtleCrypto()) return { ok: false, reason: 'unavailable' }
  if (sealed.v !== 1 || sealed.alg !== 'AES-256-GCM' || sealed.kdf !== 'PBKDF2-SHA-256')
    return { ok: false, reason: 'wrong-password' }
  const key = await deriveKey(password, fromBase64(sealed.salt), sealed.iterations, true)
  return openWithKey<T>(sealed, key)
}

/** Opens with a key derived before (an unlocked post remembered for the page's lifetime). */
export async function openWithKey<T>(
  sealed: EncryptedBody,
  key: CryptoKey
): Promise<OpenResult<T>> {
  const subtle = subtleCrypto()
  if (!subtle) return { ok: false, reason: 'unavailable' }
  try {
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: additionalData(sealed) },
      key,
      fromBase64(sealed.ciphertext)
    )
    return { ok: true, value: JSON.parse(new TextDecoder().decode(plain)) as T, key }
  } catch {
    return { ok: false, reason: 'wrong-password' }
  }
}
