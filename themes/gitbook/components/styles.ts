/** A row of the navigation tree and the side rails. */
export const ROW =
  'rounded-md px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800/70'

/** The selected item: green by day, yellow by night. */
export const ACTIVE =
  'bg-emerald-50 font-medium text-emerald-700! dark:bg-yellow-400/10 dark:text-yellow-300!'

/** A small uppercase heading of a rail. */
export const RAIL_HEADING =
  'mb-2 text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400'

/** The contents entry being read, in the selection colour. */
export const TOC_CLASSES = { current: 'text-emerald-700 dark:text-yellow-300' }
