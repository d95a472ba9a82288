import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/**
 * Whether a secret a request gave equals the configured one, in a time that does not depend on
 * where they differ or on their lengths: both are hashed to digests of one length first. Never
 * true for an empty configured secret.
 */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (!expected || typeof given !== 'string' || !given) return false
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Notion's webhook signature (`X-Notion-Signature: sha256=<hex>`): HMAC-SHA256 of the raw
 * request body, keyed by the subscription's verification token.
 */
export function notionSignatureMatches(
  signature: string | null | undefined,
  body: Buffer,
  verificationToken: string
): boolean {
  if (!verificationToken || !signature) return false
  const expected = `sha256=${createHmac('sha256', verificationToken).update(body).digest('hex')}`
  return secretMatches(signature.trim(), expected)
}
