/** A white card on the grey page (a dark slab by night). */
export const CARD =
  'bg-white shadow-sm dark:bg-neutral-900 dark:shadow-none dark:ring-1 dark:ring-white/5'

/** Body text links: NexT's blue, darkened by day to read on white. */
export const ACCENT_TEXT = 'text-[#2f62d6] dark:text-[#7ea2f3]'

/** Hover and focus accents (borders, bars, hovers): NexT's #4e80ee. */
export const ACCENT_HOVER = 'hover:text-[#2f62d6] dark:hover:text-[#7ea2f3]'

/** Quiet text (dates, counts): dark enough on white and on the grey page. */
export const MUTED = 'text-muted'

/** A widget heading of the side columns. */
export const WIDGET_HEADING =
  'mb-3 border-b border-neutral-200 pb-2 text-sm font-semibold text-neutral-800 dark:border-neutral-700 dark:text-neutral-100'

/** A row link of a side list. */
export const SIDE_LINK = `text-neutral-700 hover:underline dark:text-neutral-300 ${ACCENT_HOVER}`

/** The contents entry being read. */
export const TOC_CLASSES = {
  list: 'text-sm',
  current: 'font-semibold text-[#2f62d6] dark:text-[#7ea2f3]'
}

/** The black "read more" button and its kin. */
export const BLACK_BUTTON =
  'inline-block bg-neutral-900 px-4 py-1.5 text-sm text-white hover:bg-[#2f62d6] dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-[#7ea2f3]'
