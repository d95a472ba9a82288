import { ConfigLink } from '@/components/ConfigLink'
import type { LandingButton } from '@/components/landing/types'
import { safeUrl } from '@/lib/body/safe-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `row` replaces the row's display and gap (`flex flex-wrap gap-3`), `buttons` adds to it;
 * `button` replaces a button's shape (BUTTON_SHAPE), `primary` and `secondary` its colours.
 */
export type LandingButtonSlots = ClassSlots<'row' | 'buttons' | 'button' | 'primary' | 'secondary'>

/** The buttons worth drawing: a label and a safe address, at most `max`. */
export const shownButtons = (buttons: readonly LandingButton[] = [], max = 2) =>
  buttons.filter((button) => button.text.trim() && safeUrl(button.href)).slice(0, max)

/** A button's shape when the theme gives none. */
export const BUTTON_SHAPE =
  'inline-flex items-center justify-center rounded-md px-5 py-2.5 text-sm font-medium transition-colors motion-reduce:transition-none'
const PRIMARY = 'bg-blue-700 text-white hover:bg-blue-800'
const SECONDARY =
  'bg-neutral-900 text-white hover:bg-neutral-700 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-white'

/** A row of call-to-action links (the first is primary unless it says otherwise). */
export function LandingButtons(props: {
  buttons?: readonly LandingButton[]
  max?: number
  classes?: LandingButtonSlots
}) {
  const { classes = {} } = props
  const buttons = shownButtons(props.buttons, props.max)
  if (!buttons.length) return null
  return (
    <div data-part="buttons" className={cn(classes.row ?? 'flex flex-wrap gap-3', classes.buttons)}>
      {buttons.map((button, index) => {
        const primary = (button.variant ?? (index === 0 ? 'primary' : 'secondary')) === 'primary'
        return (
          <ConfigLink
            key={`${button.text}-${index}`}
            href={button.href}
            className={cn(
              classes.button ?? BUTTON_SHAPE,
              primary ? (classes.primary ?? PRIMARY) : (classes.secondary ?? SECONDARY)
            )}
          >
            {button.text}
          </ConfigLink>
        )
      })}
    </div>
  )
}
