import { envConfig } from '@/lib/config/load-config'
import { createRevalidateRoute } from '@/lib/pages/revalidate-route'

/** The raw body is read by the route itself: Notion signs its exact bytes, and it is capped. */
export const config = { api: { bodyParser: false } }

/**
 * On-demand regeneration in server mode, when REVALIDATE_SECRET is set: Notion automations and
 * webhooks, scripts and buttons (docs/publishing.md). The checks are in lib/pages/revalidate-route.ts.
 */
export default createRevalidateRoute({ config: envConfig })
