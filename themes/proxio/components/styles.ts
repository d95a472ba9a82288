/** Shared class strings of proxio's pieces. */

export const CONTAINER = 'mx-auto w-full max-w-6xl px-5'

export const ICON_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-black/5 dark:hover:bg-white/10'

/** The near-black primary button (white in dark mode). */
export const BUTTON_SHAPE =
  'inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-medium'
export const BUTTON_COLOURS =
  'bg-[#121212] text-white hover:bg-neutral-700 dark:bg-white dark:text-[#121212] dark:hover:bg-neutral-200'
export const BUTTON = `${BUTTON_SHAPE} ${BUTTON_COLOURS}`

/** A section's closing button, centred under it (LandingButtons slots). */
export const SECTION_BUTTON_SLOTS = {
  buttons: 'mt-12 justify-center',
  button: `${BUTTON_SHAPE} transition-colors motion-reduce:transition-none`,
  primary: BUTTON_COLOURS
}

/** The outlined secondary button. */
export const BUTTON_OUTLINE =
  'inline-flex items-center justify-center rounded-full border border-current px-6 py-3 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10'

/** A section's small eyebrow title. */
export const EYEBROW = 'text-sm font-semibold tracking-widest uppercase text-muted'

/** A page surface: white, dark navy in dark mode. */
export const SURFACE = 'bg-white text-[#121212] dark:bg-[#0b1120] dark:text-neutral-100'

/** An alternate band (light grey, a lighter navy in dark mode). */
export const BAND = 'bg-neutral-100 dark:bg-[#111a2e]'
