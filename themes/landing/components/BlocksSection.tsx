import { FeatureGrid } from '@/components/landing/FeatureGrid'
import { SectionHeading } from '@/components/landing/SectionHeading'
import type { LandingIconName } from '@/components/landing/types'
import { configText as text } from '@/lib/landing/config-text'
import { cn } from '@/lib/style/cn'
import { CONTAINER, SECTION } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'
import { FEATURE_ICON } from '@/components/landing/FeatureIcon'

const ICONS: LandingIconName[] = ['search', 'palette', 'lock', 'globe', 'chart', 'layers']

/** The heading and the six feature cards. */
export function BlocksSection() {
  const c = useLandingConfig()
  const blocks = [
    [c.LANDING_FEATURES_BLOCK_1_TITLE, c.LANDING_FEATURES_BLOCK_1_P],
    [c.LANDING_FEATURES_BLOCK_2_TITLE, c.LANDING_FEATURES_BLOCK_2_P],
    [c.LANDING_FEATURES_BLOCK_3_TITLE, c.LANDING_FEATURES_BLOCK_3_P],
    [c.LANDING_FEATURES_BLOCK_4_TITLE, c.LANDING_FEATURES_BLOCK_4_P],
    [c.LANDING_FEATURES_BLOCK_5_TITLE, c.LANDING_FEATURES_BLOCK_5_P],
    [c.LANDING_FEATURES_BLOCK_6_TITLE, c.LANDING_FEATURES_BLOCK_6_P]
  ].map(([title, p], i) => ({ title: text(title), text: text(p), icon: ICONS[i] }))
  const header = text(c.LANDING_FEATURES_BLOCK_HEADER)
  if (!header && !blocks.some((block) => block.title)) return null
  return (
    <section aria-labelledby="landing-blocks" className={cn(CONTAINER, SECTION)}>
      <SectionHeading id="landing-blocks" title={header} text={text(c.LANDING_FEATURES_BLOCK_P)} />
      <FeatureGrid
        items={blocks}
        classes={{
          item: 'items-center rounded-lg bg-white p-6 text-center shadow-lg dark:bg-neutral-900 dark:ring-1 dark:ring-white/10',
          icon: `mb-4 ${FEATURE_ICON}`
        }}
      />
    </section>
  )
}
