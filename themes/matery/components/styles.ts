/** A white Material card, slate by night. */
export const CARD = 'rounded-lg bg-white shadow-md dark:bg-slate-800'

/** Text that turns indigo on hover. */
export const ACCENT_HOVER =
  'transition-colors hover:text-indigo-700 dark:hover:text-indigo-300 hover:no-underline'

/** A round icon button of the nav (white on the indigo or transparent nav). */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-white/15'

/** A round button of the floating stack. */
export const FLOAT_BUTTON =
  'rounded-full border-0 border-black/10 bg-indigo-700 text-white shadow-lg backdrop-blur hover:bg-indigo-800 hover:text-white dark:border-white/10 dark:bg-indigo-600 dark:text-white dark:hover:bg-indigo-500 dark:hover:text-white'

/** The contents: headings in indigo on hover, the one being read in indigo. */
export const TOC_CLASSES = {
  title: 'mb-2 text-sm font-semibold text-indigo-800 dark:text-indigo-200',
  link: 'hover:text-indigo-700 dark:hover:text-indigo-300',
  mark: 'font-semibold no-underline',
  current: 'text-indigo-700 dark:text-indigo-300'
}

/** An indigo pill (category, pager buttons). */
export const PILL =
  'inline-flex items-center gap-1 rounded-full bg-indigo-700 px-3 py-1 text-sm text-white transition-colors hover:bg-indigo-800 dark:bg-indigo-600 dark:hover:bg-indigo-500'
