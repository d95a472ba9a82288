import { FeatureGrid } from '@/components/landing/FeatureGrid'
import type { FeatureItem } from '@/components/landing/types'
import { LandingButtons } from '@/components/landing/LandingButtons'
import { useProxioConfig } from '@/themes/proxio/config'
import { Section } from '@/themes/proxio/components/Section'
import { SECTION_BUTTON_SLOTS } from '@/themes/proxio/components/styles'

/** A picture URL, else a built-in icon name (NotionNext's `fa-solid fa-search` gives `search`). */
export const featureIcon = (image: string, name: string): string =>
  image.trim() || (name.trim().split(/\s+/).pop() ?? '').replace(/^fa-/, '')

/** Three icon cards and a button. */
export function Features() {
  const c = useProxioConfig()
  const items: FeatureItem[] = [
    {
      title: c.PROXIO_FEATURE_1_TITLE_1,
      text: c.PROXIO_FEATURE_1_TEXT_1,
      icon: featureIcon(c.PROXIO_FEATURE_1_ICON_IMG_URL, c.PROXIO_FEATURE_1_ICON_CLASS)
    },
    {
      title: c.PROXIO_FEATURE_2_TITLE_1,
      text: c.PROXIO_FEATURE_2_TEXT_1,
      icon: featureIcon(c.PROXIO_FEATURE_2_ICON_IMG_URL, c.PROXIO_FEATURE_2_ICON_CLASS)
    },
    {
      title: c.PROXIO_FEATURE_3_TITLE_1,
      text: c.PROXIO_FEATURE_3_TEXT_1,
      icon: featureIcon(c.PROXIO_FEATURE_3_ICON_IMG_URL, c.PROXIO_FEATURE_3_ICON_CLASS)
    }
  ]
  return (
    <Section
      name="features"
      band
      eyebrow={c.PROXIO_FEATURE_TITLE}
      title={c.PROXIO_FEATURE_TEXT_1}
      text={c.PROXIO_FEATURE_TEXT_2}
    >
      <FeatureGrid
        items={items}
        classes={{
          item: 'items-start rounded-2xl bg-white p-8 text-left shadow-none dark:bg-[#0b1120]',
          icon: 'mb-5 flex h-12 w-12 items-center justify-center rounded-full bg-[#121212] text-white dark:bg-white dark:text-[#121212]'
        }}
      />
      <LandingButtons
        buttons={[{ text: c.PROXIO_FEATURE_BUTTON_TEXT, href: c.PROXIO_FEATURE_BUTTON_URL }]}
        classes={SECTION_BUTTON_SLOTS}
      />
    </Section>
  )
}
