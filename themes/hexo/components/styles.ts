/** A white rounded card on the grey page, near-black by night. */
export const CARD =
  'rounded-xl border border-black/5 bg-white shadow-sm dark:border-white/10 dark:bg-[#1b1f1f]'

/** Small grey text: dates, counts, captions. */
export const MUTED = 'text-muted'

/** Text that takes the accent colour on hover. */
export const ACCENT_HOVER =
  'transition-colors hover:text-(--hexo-accent-ink) dark:hover:text-(--hexo-accent)'

/** The contents' current heading in the accent. */
export const TOC_CLASSES = { current: 'text-(--hexo-accent-ink) dark:text-(--hexo-accent)' }

/** A round icon button of the nav (inherits the nav's text colour). */
export const ICON_BUTTON_BOX =
  'h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-black/10 disabled:opacity-40 dark:hover:bg-white/10'
export const ICON_BUTTON = `inline-flex ${ICON_BUTTON_BOX}`

/** A round button of the floating stack. */
export const FLOAT_BUTTON =
  'border-0 bg-(--hexo-accent) text-neutral-950 shadow-md hover:text-neutral-950 hover:brightness-110 dark:bg-(--hexo-accent) dark:text-neutral-950 dark:hover:text-neutral-950'

/** A sidebar card's heading. */
export const WIDGET_HEADING =
  'mb-3 border-b border-dashed border-black/10 pb-2 text-sm font-semibold dark:border-white/10'

/** Links in a sidebar card. */
export const WIDGET_SLOTS = {
  heading: WIDGET_HEADING,
  link: `line-clamp-1 ${ACCENT_HOVER}`,
  hover: 'hover:no-underline',
  count: MUTED
}
