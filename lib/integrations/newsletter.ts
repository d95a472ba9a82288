import { safeUrl } from '@/lib/body/safe-url'

/** This site's sign-up route (pages/api/subscribe.ts), on a server holding Mailchimp's key. */
export const NEWSLETTER_API_PATH = '/api/subscribe'

/**
 * Where the newsletter form posts: the configured Mailchimp form URL when it is https (the
 * security policy admits its origin as a form target), else null and no form is shown.
 */
export function newsletterAction(raw: unknown): string | null {
  const url = safeUrl(raw)
  return url && /^https:\/\//i.test(url) ? url : null
}
