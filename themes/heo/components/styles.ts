/** A white rounded bordered card on the blue-grey page, charcoal by night. */
export const CARD_BORDER = 'border border-[#e3e8f7] dark:border-[#42444a]'
export const CARD = `${CARD_BORDER} rounded-xl bg-white shadow-sm dark:bg-[#1b1c20]`

/** An accent fill: indigo by day, amber (with dark text) by night. */
export const ACCENT_BG = 'bg-[#4f65f0] text-white dark:bg-[#ca8a04] dark:text-neutral-950'

/** Text in the accent, dark enough to read on white and on the page. */
export const ACCENT_TEXT = 'text-[#3d52d5] dark:text-[#eab308]'

/** Text that takes the accent on hover. */
export const ACCENT_HOVER = 'transition-colors hover:text-[#3d52d5] dark:hover:text-[#eab308]'

/** A fill that takes the accent on hover. */
export const ACCENT_HOVER_BG =
  'transition-colors hover:bg-[#4f65f0] hover:text-white dark:hover:bg-[#ca8a04] dark:hover:text-neutral-950'

/** A round icon button of the nav (inherits the nav's text colour). */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-black/10 disabled:opacity-40 dark:hover:bg-white/10'

/** A sidebar card's heading. */
export const WIDGET_HEADING = 'mb-3 text-base font-bold'

/** Links in a sidebar card. */
export const WIDGET_SLOTS = {
  heading: WIDGET_HEADING,
  link: `line-clamp-1 ${ACCENT_HOVER}`,
  hover: 'hover:no-underline',
  count: 'text-muted'
}

/** The contents' current heading in the accent. */
export const TOC_CURRENT =
  '[&_a[aria-current]]:text-[#3d52d5] dark:[&_a[aria-current]]:text-[#eab308]'
