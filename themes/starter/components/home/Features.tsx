import { FeatureGrid } from '@/components/landing/FeatureGrid'
import type { FeatureItem, LandingIconName } from '@/components/landing/types'
import { configText } from '@/lib/landing/config-text'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { Section } from '@/themes/starter/components/home/Section'

const ICONS: LandingIconName[] = ['layers', 'palette', 'bolt', 'search']

/** Four feature cards with a blue icon tile, each with its own button. */
export function Features() {
  const c = useStarterConfig()
  const items: FeatureItem[] = [
    [
      c.STARTER_FEATURE_1_TITLE_1,
      c.STARTER_FEATURE_1_TEXT_1,
      c.STARTER_FEATURE_1_BUTTON_TEXT,
      c.STARTER_FEATURE_1_BUTTON_URL
    ],
    [
      c.STARTER_FEATURE_2_TITLE_1,
      c.STARTER_FEATURE_2_TEXT_1,
      c.STARTER_FEATURE_2_BUTTON_TEXT,
      c.STARTER_FEATURE_2_BUTTON_URL
    ],
    [
      c.STARTER_FEATURE_3_TITLE_1,
      c.STARTER_FEATURE_3_TEXT_1,
      c.STARTER_FEATURE_3_BUTTON_TEXT,
      c.STARTER_FEATURE_3_BUTTON_URL
    ],
    [
      c.STARTER_FEATURE_4_TITLE_1,
      c.STARTER_FEATURE_4_TEXT_1,
      c.STARTER_FEATURE_4_BUTTON_TEXT,
      c.STARTER_FEATURE_4_BUTTON_URL
    ]
  ].map(([title, text, button, href], i) => ({
    title: configText(title),
    text: configText(text),
    icon: ICONS[i],
    button: { text: configText(button), href: href ?? '', variant: 'primary' as const }
  }))
  if (!items.some((item) => item.title)) return null
  return (
    <Section
      id="features"
      heading={
        <Heading
          label={c.STARTER_FEATURE_TITLE}
          title={c.STARTER_FEATURE_TEXT_1}
          text={c.STARTER_FEATURE_TEXT_2}
        />
      }
    >
      <FeatureGrid
        items={items}
        classes={{
          root: 'gap-10 sm:grid-cols-2 lg:grid-cols-4',
          item: 'items-start rounded-lg bg-transparent p-0 text-left shadow-none dark:bg-transparent',
          icon: 'mb-6 flex h-16 w-16 items-center justify-center rounded-2xl bg-[#3758F9] text-white',
          title: 'mb-3 text-xl font-bold',
          text: 'mb-6 text-base',
          buttons: 'mt-auto',
          button:
            'inline-flex items-center justify-center rounded-md p-0 text-base font-medium transition-colors motion-reduce:transition-none hover:underline',
          primary: 'bg-transparent text-[#3758F9] hover:bg-transparent dark:text-[#8ea2ff]'
        }}
      />
    </Section>
  )
}
