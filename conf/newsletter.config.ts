import { key } from './key'

/**
 * Newsletter sign-ups through Mailchimp's API, for a site served by Next.js (an export uses
 * MAILCHIMP_FORM_URL instead). Server-only: the key never reaches the browser.
 */
export const newsletterKeys = {
  MAILCHIMP_LIST_ID: key.string(
    '',
    'Mailchimp audience (list) id for sign-ups at /api/subscribe.',
    {
      notion: false
    }
  ),
  MAILCHIMP_API_KEY: key.string('', 'Mailchimp API key (ends in -us1, -us22…).', { secret: true })
}
