import { log } from '../lib/log'
import { errorReport } from '../lib/owner-error'

/**
 * Stops a command on the error that stopped it: a setting, workspace or page-id problem as its
 * one line (its stack too with DEBUG set), anything else with its stack.
 */
export function exitWithMessage(error: unknown): never {
  log.error(errorReport(error))
  process.exit(1)
}
