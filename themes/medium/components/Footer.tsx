import { FooterBar } from '@/components/FooterBar'
import { ICON_BUTTON, MUTED, RULE } from '@/themes/medium/components/styles'

/** A rule, then the dark-mode toggle, copyright and powered-by, theme and language switches. */
export function Footer() {
  return (
    <div
      className={`mx-auto mt-12 w-full max-w-5xl border-t px-5 py-6 text-sm md:px-12 ${RULE} ${MUTED}`}
    >
      <FooterBar classes={{ toggle: ICON_BUTTON }} />
    </div>
  )
}
