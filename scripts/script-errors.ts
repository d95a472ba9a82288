import { log } from '../lib/log'
import { WorkspaceError } from '../lib/notion/notion-errors'
import { PageIdError } from '../lib/notion/page-id'

/** A configuration problem gets its message only; anything else its stack too. */
export function exitWithMessage(error: unknown): never {
  if (error instanceof WorkspaceError || error instanceof PageIdError) log.error(error.message)
  else log.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
  process.exit(1)
}
