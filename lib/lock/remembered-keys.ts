/**
 * Posts unlocked during this page's lifetime (client-side navigations included), by their salt:
 * the derived key as a non-extractable CryptoKey, in memory only. Nothing goes to sessionStorage
 * or any other storage, so a reload asks for the password again.
 */
const keys = new Map<string, CryptoKey>()

export const rememberedKey = (salt: string): CryptoKey | null => keys.get(salt) ?? null

export function rememberKey(salt: string, key: CryptoKey): void {
  keys.set(salt, key)
}

/** For tests: forget every unlocked post. */
export const forgetKeys = () => keys.clear()
