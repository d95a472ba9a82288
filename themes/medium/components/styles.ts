/** Medium's green: #1a8917 on white, a lighter green on the night background. */
export const ACCENT = 'text-[#1a8917] dark:text-green-400'

/** Links that turn green on hover. */
export const HOVER_ACCENT = 'hover:text-[#1a8917] dark:hover:text-green-400'

/** Quiet secondary text, at AA contrast by day and by night. */
export const MUTED = 'text-muted'

/** The hairline between rows and sections. */
export const RULE = 'border-neutral-200 dark:border-neutral-800'

/** A small grey pill: a category or a tag under a title. */
export const MINI =
  'inline-flex items-center rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700'

/** The contents entry being read, in green. */
export const TOC_CLASSES = { current: 'text-[#1a8917] dark:text-green-400' }

/** A round icon button of the bars. */
export const ICON_BUTTON =
  'rounded-full p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800'
