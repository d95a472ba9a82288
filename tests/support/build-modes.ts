/**
 * The tag of a browser test whose behaviour is the same in both build modes (client-side code
 * over the same markup): playwright.config.ts runs it against the server build only. Whole specs
 * of that kind are listed by file name there instead.
 */
export const SAME_IN_BOTH_MODES = '@same-in-both-modes'
