import { LandingHero } from '@/components/landing/LandingHero'
import type { LandingMedia } from '@/components/landing/types'
import { useSite } from '@/components/theme/theme-context'
import { configText as text } from '@/lib/landing/config-text'
import { GRADIENT_TEXT } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'

/** The hero over two soft blobs: gradient title, paragraph, two buttons, the video thumbnail opening the player. */
export function HomeHero() {
  const config = useLandingConfig()
  const { site } = useSite()
  const video = config.LANDING_HERO_VIDEO_IFRAME.trim()
  const media: LandingMedia | null = video
    ? {
        kind: 'video',
        src: video,
        thumbnail: config.LANDING_HERO_VIDEO_IMAGE,
        title: text(config.LANDING_HERO_TITLE_1) || site.title,
        tips: text(config.LANDING_HERO_VIDEO_TIPS)
      }
    : null
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 left-1/2 h-96 w-96 -translate-x-[130%] rounded-full bg-blue-300/40 blur-3xl dark:bg-blue-700/25" />
        <div className="absolute top-40 left-1/2 h-80 w-80 translate-x-[40%] rounded-full bg-teal-200/50 blur-3xl dark:bg-teal-700/20" />
      </div>
      <LandingHero
        title={text(config.LANDING_HERO_TITLE_1)}
        text={text(config.LANDING_HERO_P_1)}
        buttons={[
          {
            text: text(config.LANDING_HERO_BUTTON_1_TEXT),
            href: config.LANDING_HERO_BUTTON_1_LINK
          },
          { text: text(config.LANDING_HERO_BUTTON_2_TEXT), href: config.LANDING_HERO_BUTTON_2_LINK }
        ]}
        media={media}
        classes={{
          root: 'relative mx-auto grid max-w-6xl gap-12 px-4 pt-32 pb-16 md:pt-40',
          title: `text-4xl font-extrabold tracking-tight md:text-6xl ${GRADIENT_TEXT}`,
          text: 'mt-6 text-xl text-neutral-600 dark:text-neutral-300',
          primary: 'bg-blue-700 text-white shadow-sm hover:bg-blue-800',
          media: 'relative mx-auto w-full max-w-4xl',
          thumb: 'ring-1 ring-black/5 dark:ring-white/10'
        }}
      />
    </div>
  )
}
