/** The nav's round icon buttons. */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-black/5 hover:text-neutral-900 disabled:opacity-40 dark:text-neutral-300 dark:hover:bg-white/10 dark:hover:text-white'

/** Small grey text: dates, counts, captions. */
export const MUTED = 'text-neutral-500 dark:text-neutral-400'
