/** The beige band, deep grey by night. */
export const BEIGE = 'bg-[#F6F6F1] dark:bg-neutral-900'

/** The mint call-to-action colour; black text on it reads in both modes. */
export const MINT = 'bg-[#7BE986] text-black transition-colors hover:bg-[#62BA6B]'

/** Content width of every band. */
export const WIDTH = 'mx-auto w-full max-w-[1440px] px-4 md:px-8'

/** A round icon button of the header. */
export const ICON_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-black/5 dark:hover:bg-white/10'

/** A section heading: large and plain. */
export const HEADING = 'text-2xl font-bold md:text-3xl'

/** Links that underline on hover. */
export const HOVER_LINE = 'hover:underline underline-offset-4'
