/** The page's column. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6'

/** A section's vertical rhythm. */
export const SECTION = 'py-12 md:py-20'

/** The blue-to-teal gradient of headlines. */
export const GRADIENT_TEXT =
  'bg-linear-to-r from-blue-700 to-teal-600 bg-clip-text text-transparent dark:from-blue-400 dark:to-teal-300'

/** Round icon buttons of the header. */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-neutral-700 hover:bg-black/5 dark:text-neutral-200 dark:hover:bg-white/10'

/** Small header buttons: the first filled blue, the second dark. */
export const HEADER_BUTTON =
  'inline-flex items-center rounded-md px-4 py-2 text-sm font-medium transition-colors motion-reduce:transition-none'
