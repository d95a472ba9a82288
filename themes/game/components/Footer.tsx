import { FooterBar } from '@/components/FooterBar'
import { ICON_BUTTON } from '@/themes/game/components/styles'

/** Copyright, powered-by, theme and language switches, in small grey type. */
export function Footer() {
  return (
    <div className="px-2 pb-6 text-sm text-muted">
      <FooterBar classes={{ toggle: ICON_BUTTON }} />
    </div>
  )
}
