import { LandingHero } from '@/components/landing/LandingHero'
import type { LandingMedia } from '@/components/landing/types'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { configText as text } from '@/lib/landing/config-text'
import { GRADIENT_TEXT } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'

/** The hero: gradient title, paragraph, two buttons, the video thumbnail opening the player. */
export function HomeHero() {
  const config = useLandingConfig()
  const t = useMessages()
  const { site } = useSite()
  const video = config.LANDING_HERO_VIDEO_IFRAME.trim()
  const media: LandingMedia | null = video
    ? {
        kind: 'video',
        src: video,
        thumbnail: config.LANDING_HERO_VIDEO_IMAGE,
        title: `${t.LANDING.VIDEO}: ${text(config.LANDING_HERO_TITLE_1) || site.title}`,
        tips: text(config.LANDING_HERO_VIDEO_TIPS)
      }
    : null
  return (
    <LandingHero
      title={text(config.LANDING_HERO_TITLE_1)}
      text={text(config.LANDING_HERO_P_1)}
      buttons={[
        { text: text(config.LANDING_HERO_BUTTON_1_TEXT), href: config.LANDING_HERO_BUTTON_1_LINK },
        { text: text(config.LANDING_HERO_BUTTON_2_TEXT), href: config.LANDING_HERO_BUTTON_2_LINK }
      ]}
      media={media}
      classes={{
        root: 'relative',
        title: GRADIENT_TEXT,
        text: 'text-neutral-600 dark:text-neutral-300',
        primary: 'shadow-sm',
        media: 'mx-auto w-full max-w-4xl',
        thumb: 'ring-1 ring-black/5 dark:ring-white/10'
      }}
    />
  )
}
