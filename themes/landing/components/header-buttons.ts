import type { LandingButton } from '@/components/landing/types'
import { configText } from '@/lib/landing/config-text'
import { useLandingConfig } from '@/themes/landing/config'

/** The two header buttons of the settings (empty or unsafe ones are dropped where drawn). */
export function useHeaderButtons(): LandingButton[] {
  const config = useLandingConfig()
  return [
    {
      text: configText(config.LANDING_HEADER_BUTTON_1_TITLE),
      href: config.LANDING_HEADER_BUTTON_1_URL
    },
    {
      text: configText(config.LANDING_HEADER_BUTTON_2_TITLE),
      href: config.LANDING_HEADER_BUTTON_2_URL,
      variant: 'secondary'
    }
  ]
}
