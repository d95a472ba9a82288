import { envConfig } from '@/lib/config/load-config'
import { createSubscribeRoute } from '@/lib/pages/subscribe-route'

/** The body is read by the route itself: JSON only, and only so many bytes of it. */
export const config = { api: { bodyParser: false } }

/**
 * Newsletter sign-ups in server mode, from the site's own form (an export has no API routes;
 * its form posts to MAILCHIMP_FORM_URL). The checks are in lib/pages/subscribe-route.ts.
 */
export default createSubscribeRoute({ config: envConfig })
