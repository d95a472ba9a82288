/** A rounded card on the page: white in light mode, navy in dark. */
export const CARD_FACE = 'rounded-xl bg-white dark:bg-[#1F2030]'
export const CARD = `${CARD_FACE} shadow-sm`

/** Round icon buttons of the rail and the phone header. */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg text-neutral-700 transition-colors hover:bg-violet-100 hover:text-violet-800 dark:text-neutral-200 dark:hover:bg-white/10 dark:hover:text-white'

/** A menu row of the rail. */
export const MENU_LINK =
  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-neutral-700 hover:bg-violet-100 hover:text-violet-800 dark:text-neutral-200 dark:hover:bg-white/10 dark:hover:text-white'

/** A tile's rounded frame with the purple border on hover and focus. */
export const TILE =
  'rounded-lg ring-2 ring-transparent hover:ring-violet-500 focus-within:ring-violet-500'

/** A tile's title and gradient shown at rest, not only on hover (lists where names matter). */
export const SHOWN = 'translate-y-0 opacity-100'
