import { envConfig } from '@/lib/config/load-config'
import { createPreviewRoute } from '@/lib/pages/preview-route'

/** The owner's preview of a draft (Next's draft mode): lib/pages/preview-route.ts. */
export default createPreviewRoute({ config: envConfig })
