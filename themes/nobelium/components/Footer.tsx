import { FooterBar } from '@/components/FooterBar'
import { ICON_BUTTON, MUTED } from '@/themes/nobelium/components/styles'

/** A hairline, then the dark toggle, copyright and powered-by, theme and language switches. */
export function Footer() {
  return (
    <div className={`mx-auto mt-12 w-full max-w-2xl px-4 pb-8 text-sm ${MUTED}`}>
      <hr className="mb-6 border-black/10 dark:border-white/10" />
      <FooterBar classes={{ align: 'items-start', start: 'gap-2', toggle: ICON_BUTTON }} />
    </div>
  )
}
