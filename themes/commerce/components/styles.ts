/** The brand red: menu underline, rules, headings, buttons. */
export const RED = 'bg-[#D2232A]'

/** Text in the brand red, lighter by night for contrast. */
export const RED_TEXT = 'text-[#B81D23] dark:text-[#f87171]'

/** Text that turns red on hover. */
export const RED_HOVER = 'transition-colors hover:text-[#B81D23] dark:hover:text-[#f87171]'

/** A square-cornered white panel on the grey page. */
export const PANEL = 'bg-white shadow-sm dark:bg-neutral-900'

/** A heading underlined by a short red rule. */
export const RULED =
  "relative pb-3 font-bold after:absolute after:bottom-0 after:left-0 after:h-0.5 after:w-12 after:bg-[#D2232A] after:content-['']"
export const RULED_HEADING = `${RULED} text-xl`

/** A round icon button of the header. */
export const ICON_BUTTON =
  'inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-black/5 dark:hover:bg-white/10'

/** The category links of a side column. */
export const CATEGORY_SLOTS = {
  heading: `mb-3 text-base ${RED_TEXT} font-bold`,
  list: 'space-y-0 divide-y divide-black/5 dark:divide-white/10',
  item: 'py-2',
  link: `flex justify-between ${RED_HOVER}`,
  hover: 'hover:no-underline',
  count: 'text-muted'
}
