import { OwnerError } from '@/lib/owner-error'
import { WorkspaceError } from '@/lib/notion/notion-errors'

/** The one line that tells an owner whose build failed on the private API about the other one. */
export const OFFICIAL_HINT =
  "or read the workspace through Notion's official API: NOTION_SOURCE=official with NOTION_TOKEN (docs/notion-database.md)"

/**
 * A failed load of the private source as the one line a build prints: the owner's own error with
 * the official source named as the other fix, anything else (the private API changed, or keeps
 * failing) as an OwnerError saying so; DEBUG still prints the cause's stack.
 */
export function privateApiFailure(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof WorkspaceError)
    return new WorkspaceError(`${message}; ${OFFICIAL_HINT}`, { cause: error })
  return new OwnerError(
    `Notion's private API failed (${message}). Fix: try again later, ${OFFICIAL_HINT}`,
    { cause: error }
  )
}
