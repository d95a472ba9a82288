/** A white card on the warm grey page (a dark slab by night). */
export const PANEL =
  'bg-white shadow-sm dark:bg-neutral-900 dark:shadow-none dark:ring-1 dark:ring-white/5'

/** The page: fukasawa's warm grey. */
export const PAGE = 'bg-[#eeedee] text-neutral-800 dark:bg-neutral-950 dark:text-neutral-200'

/** A plain text link of the sidebar and cards. */
export const LINK = 'hover:text-neutral-950 hover:underline dark:hover:text-white'

/** A small heading of the sidebar. */
export const HEADING = 'mb-2 text-xs font-semibold tracking-wider uppercase text-muted'

/** A small tag or category label. */
export const MINI =
  'inline-flex items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700'
