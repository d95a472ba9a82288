/** The page's colours: white by day, the cinema's charcoal (#2A2A2A) at night (inline code lighter on it). */
export const PAGE =
  'bg-white text-neutral-900 dark:bg-[#2A2A2A] dark:text-neutral-100 dark:[--notion-inline-code:rgb(255,135,125)]'

/** A round icon button of the header and the floating stack. */
export const ICON_BUTTON_BOX = 'flex h-10 w-10 items-center justify-center rounded-full'
export const ICON_BUTTON = `${ICON_BUTTON_BOX} hover:bg-black/5 dark:hover:bg-white/10`

/** Links that turn the accent green on hover. */
export const HOVER = 'hover:text-green-700 dark:hover:text-green-400'

/** A section heading (related posters, the 404 title, list headings). */
export const HEADING = 'text-2xl font-bold tracking-tight'
