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
  MAILCHIMP_API_KEY: key.string('', 'Mailchimp API key (ends in -us1, -us22…).', { secret: true }),
  MAILCHIMP_DOUBLE_OPT_IN: key.boolean(
    true,
    "Sign-ups at /api/subscribe join as pending: Mailchimp e-mails the address, which joins once its owner confirms. false adds addresses as subscribed at once, so anyone can put anyone's address on the list. File or environment only.",
    { notion: false }
  ),
  CLIENT_IP_HEADER: key.string(
    '',
    "The request header in which the proxy in front of the server passes the visitor's address (x-forwarded-for, x-real-ip, cf-connecting-ip; its last entry is used), for the rate limits of /api/subscribe, /api/revalidate and /api/preview. Empty: the connection's address. Name one only when that proxy always sets it, or visitors choose their own. File or environment only.",
    { notion: false }
  )
}
