/** Teal text (headings that are not links). */
export const TEAL = 'text-[#276077] dark:text-[#7cc5dd]'

/** Titles: teal by day, a lighter teal by night; red under the pointer. */
export const TEAL_LINK =
  'text-[#276077] transition-colors hover:text-[#dd3333] dark:text-[#7cc5dd] dark:hover:text-[#ff8a8a]'

/** Any other link: the text colour, red under the pointer. */
export const RED_HOVER = 'transition-colors hover:text-[#dd3333] dark:hover:text-[#ff8a8a]'

/** Small grey text: meta lines, captions, counts. */
export const MUTED = 'text-muted'

/** The outline button ("Continue reading", pager links). */
export const OUTLINE_BUTTON =
  'inline-block border border-neutral-800 px-4 py-1.5 text-sm transition-colors hover:border-[#dd3333] hover:bg-[#dd3333] hover:text-white dark:border-neutral-300 dark:hover:border-[#ff8a8a] dark:hover:bg-transparent dark:hover:text-[#ff8a8a]'

/** Hairlines between blocks. */
export const RULE = 'border-neutral-200 dark:border-neutral-700'

/** The red hover of links. */
export const LINK_HOVER = 'hover:text-[#dd3333] dark:hover:text-[#ff8a8a]'
