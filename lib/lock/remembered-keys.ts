import { fromBase64, subtleCrypto, toBase64 } from '@/lib/lock/lock-crypto'

/**
 * Posts unlocked in this browser session, by their salt: the derived AES key (never the
 * password), in memory and in sessionStorage, so a reload or a new page of the same tab opens
 * the post without asking again; closing the tab forgets it.
 */
const keys = new Map<string, CryptoKey>()
const storageKey = (salt: string) => `notionpress:unlocked:${salt}`

export async function rememberedKey(salt: string): Promise<CryptoKey | null> {
  const known = keys.get(salt)
  if (known) return known
  const subtle = subtleCrypto()
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(storageKey(salt))
  } catch {
    // No storage (privacy settings): the post asks for its password again.
  }
  if (!raw || !subtle) return null
  const key = await subtle
    .importKey('raw', fromBase64(raw), 'AES-GCM', false, ['decrypt'])
    .catch(() => null)
  if (key) keys.set(salt, key)
  return key
}

/** Keep a key derived from a correct password (derived extractable for this one purpose). */
export async function rememberKey(salt: string, key: CryptoKey): Promise<void> {
  keys.set(salt, key)
  const subtle = subtleCrypto()
  if (!subtle || !key.extractable) return
  try {
    const raw = new Uint8Array(await subtle.exportKey('raw', key))
    window.sessionStorage.setItem(storageKey(salt), toBase64(raw))
  } catch {
    // Storage full or blocked: the key still lives for this page.
  }
}
