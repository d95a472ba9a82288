import { FooterBar } from '@/components/FooterBar'
import { ICON_BUTTON } from '@/themes/movie/components/styles'

/** The footer: the dark-mode toggle, the copyright and licence lines, the switches. */
export function Footer() {
  return (
    <footer className="mt-12 border-t border-black/10 px-6 py-8 text-sm dark:border-white/10">
      <FooterBar inFooter classes={{ toggle: ICON_BUTTON }} />
    </footer>
  )
}
