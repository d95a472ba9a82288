import { safeUrl } from '@/lib/body/safe-url'

/**
 * Where the newsletter form posts: the configured Mailchimp form URL when it is https (the
 * security policy admits its origin as a form target), else null and no form is shown.
 */
export function newsletterAction(raw: unknown): string | null {
  const url = safeUrl(raw)
  return url && /^https:\/\//i.test(url) ? url : null
}
