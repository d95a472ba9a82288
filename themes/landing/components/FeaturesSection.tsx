import { FeatureTabs } from '@/components/landing/FeatureTabs'
import { SectionHeading } from '@/components/landing/SectionHeading'
import { format } from '@/lib/i18n/format'
import { configText as text } from '@/lib/landing/config-text'
import { cn } from '@/lib/style/cn'
import { CONTAINER, SECTION } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'
import { useLandingStrings } from '@/themes/landing/strings'

const ART = [1, 2, 3].map((n) => `/demo/landing/feature-${n}.svg`)

/** Two headings, then three tab cards that switch the illustration beside them. */
export function FeaturesSection() {
  const config = useLandingConfig()
  const s = useLandingStrings()
  const cards = [
    [config.LANDING_FEATURES_CARD_1_TITLE, config.LANDING_FEATURES_CARD_1_P],
    [config.LANDING_FEATURES_CARD_2_TITLE, config.LANDING_FEATURES_CARD_2_P],
    [config.LANDING_FEATURES_CARD_3_TITLE, config.LANDING_FEATURES_CARD_3_P]
  ].map(([title = '', p], i) => ({
    title: text(title),
    text: text(p),
    image: ART[i] ?? '',
    imageAlt: format(s.FEATURE_ILLUSTRATION, { title: text(title) })
  }))
  const header = text(config.LANDING_FEATURES_HEADER_1)
  if (!header && !cards.some((card) => card.title)) return null
  return (
    <section
      id="features"
      aria-labelledby="landing-features"
      className="scroll-mt-20 bg-neutral-100 dark:bg-neutral-900"
    >
      <div className={cn(CONTAINER, SECTION)}>
        <SectionHeading
          id="landing-features"
          title={header}
          text={text(config.LANDING_FEATURES_HEADER_1_P)}
        />
        <SectionHeading
          as="h3"
          title={text(config.LANDING_FEATURES_HEADER_2)}
          text={text(config.LANDING_FEATURES_HEADER_2_P)}
          classes={{ title: 'text-2xl font-bold tracking-tight md:text-3xl' }}
        />
        <FeatureTabs
          label={s.FEATURES}
          tabs={cards}
          classes={{
            tabTitle: 'text-lg',
            active: 'border-blue-700 bg-white shadow-md dark:border-blue-400 dark:bg-neutral-800',
            image: 'drop-shadow-xl'
          }}
        />
      </div>
    </section>
  )
}
