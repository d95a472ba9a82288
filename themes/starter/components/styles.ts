/** starter's look: TailGrids "Play" blue on white, navy surfaces by night. */

/** The page's width and side padding. */
export const CONTAINER_BOX = 'mx-auto w-full px-4 md:px-6'
export const CONTAINER = `${CONTAINER_BOX} max-w-6xl`

/** The blue of buttons, links and the hero. */
export const BLUE_BG = 'bg-[#3758F9] text-white'

/** A filled blue button. */
export const BUTTON_LOOK =
  'items-center justify-center gap-2 rounded-md bg-[#3758F9] px-7 py-3 text-base font-medium text-white transition-colors hover:bg-[#1B44C8] focus-visible:outline-2 focus-visible:outline-offset-2'
export const BUTTON = `inline-flex ${BUTTON_LOOK}`
/** A filled blue button as a shape and its colours apart (for slots that take them apart). */
export const BUTTON_SHAPE =
  'inline-flex items-center justify-center gap-2 rounded-md px-7 py-3 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2'
export const BUTTON_BLUE = 'bg-[#3758F9] text-white hover:bg-[#1B44C8]'

/** A white button on the blue hero. */
export const BUTTON_WHITE =
  'inline-flex items-center justify-center gap-2 rounded-md bg-white px-7 py-3 text-base font-medium text-[#111928] shadow-sm transition-colors hover:bg-neutral-100'

/** Text that turns blue on hover. */
export const BLUE_HOVER = 'transition-colors hover:text-[#3758F9] dark:hover:text-[#8ea2ff]'

/** A white card with a soft shadow, navy by night. */
export const CARD =
  'rounded-xl bg-white shadow-[0_8px_40px_rgb(0_0_0/0.06)] dark:bg-[#1F2A37] dark:shadow-none'

/** Section spacing; every other section on a pale grey. */
export const SECTION = 'py-20 md:py-28'
export const SECTION_GREY = 'bg-[#F3F4F6] dark:bg-[#0b111c]'

/** A section heading: small blue label, large title, grey text. */
export const HEADING_SLOTS = {
  title: 'text-3xl font-bold tracking-tight sm:text-4xl md:text-[40px] md:leading-tight',
  text: 'text-muted text-base md:text-lg'
}

/** A round icon button of the header (inherits the header's text colour). */
export const ICON_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-black/10 dark:hover:bg-white/10'

/** A blog card: rounded cover, a blue date chip, a bold title turning blue on hover. */
export const TEASER_SLOTS = {
  cover: 'rounded-lg',
  meta: 'mb-3 inline-block self-start rounded-sm bg-[#3758F9] px-3 py-0.5 text-xs font-medium text-white',
  title: 'text-xl sm:text-2xl',
  titleLink: `hover:no-underline ${BLUE_HOVER}`,
  summary: 'text-muted text-base'
}
