/** `npm run prefetch`: fill the Notion disk cache without building (see prefetch-workspaces.ts). */
import { PREFETCH_STATUS_ENV } from '../lib/notion/prefetch-status'
import { prefetchWorkspaces } from './prefetch-workspaces'
import { exitWithMessage } from './script-errors'

prefetchWorkspaces(process.env[PREFETCH_STATUS_ENV]).catch(exitWithMessage)
