/**
 * An error the site's owner fixes in a setting, the Notion workspace or a page id, not a bug.
 * Its message is one line naming the setting, what is wrong with its value and the fix; scripts
 * print that line alone (the stack too when DEBUG is set).
 */
export class OwnerError extends Error {
  override name = 'OwnerError'
}

/** What a command prints for an error that stops it: an owner's error as its one line. */
export function errorReport(
  error: unknown,
  env: Readonly<Record<string, string | undefined>> = process.env
): string {
  if (!(error instanceof Error)) return String(error)
  if (error instanceof OwnerError && !env.DEBUG) return error.message
  return error.stack ?? error.message
}
