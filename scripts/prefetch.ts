/**
 * `npm run prefetch`: fetch every configured workspace into the disk cache (`npm run build` does
 * the same beside `next build`).
 */
import { exitWithMessage } from './script-errors'
import { prefetchAll } from './lib/prefetch-all'

prefetchAll().catch(exitWithMessage)
