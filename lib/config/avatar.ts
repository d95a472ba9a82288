import { createHash } from 'node:crypto'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The picture bundled with the site (public/avatar.svg). */
export const BUNDLED_AVATAR = '/avatar.svg'

/**
 * The author's picture: AVATAR when set; else the Gravatar of CONTACT_EMAIL (by the SHA-256 of
 * the trimmed, lower-cased address, as Gravatar accepts; its "mystery person" when the address
 * has none); else the bundled picture.
 */
export function avatarOf(avatar: string, email: string): string {
  if (avatar.trim()) return avatar
  const address = email.trim().toLowerCase()
  if (!EMAIL.test(address)) return BUNDLED_AVATAR
  const hash = createHash('sha256').update(address).digest('hex')
  return `https://gravatar.com/avatar/${hash}?s=256&d=mp`
}
