import { PricingTiers } from '@/components/landing/PricingTiers'
import type { PricingTier } from '@/components/landing/types'
import { configText } from '@/lib/landing/config-text'
import { useStarterConfig } from '@/themes/starter/config'
import { Heading } from '@/themes/starter/components/home/Heading'
import { Section } from '@/themes/starter/components/home/Section'
import { BUTTON_BLUE, BUTTON_SHAPE, CARD } from '@/themes/starter/components/styles'

/** Three plans side by side (one column on phones), the second tagged and outlined. */
export function Pricing() {
  const c = useStarterConfig()
  const tier = (
    title: string,
    price: string,
    currency: string,
    period: string,
    header: string,
    features: string,
    button: string,
    href: string,
    tag?: string
  ): PricingTier => ({
    title: configText(title),
    price: configText(price),
    currency: configText(currency),
    period: configText(period) && `/${configText(period)}`,
    header: configText(header),
    features,
    button: { text: configText(button), href, variant: 'primary' },
    tag: configText(tag)
  })
  const tiers = [
    tier(
      c.STARTER_PRICING_1_TITLE,
      c.STARTER_PRICING_1_PRICE,
      c.STARTER_PRICING_1_PRICE_CURRENCY,
      c.STARTER_PRICING_1_PRICE_PERIOD,
      c.STARTER_PRICING_1_HEADER,
      c.STARTER_PRICING_1_FEATURES,
      c.STARTER_PRICING_1_BUTTON_TEXT,
      c.STARTER_PRICING_1_BUTTON_URL
    ),
    tier(
      c.STARTER_PRICING_2_TITLE,
      c.STARTER_PRICING_2_PRICE,
      c.STARTER_PRICING_2_PRICE_CURRENCY,
      c.STARTER_PRICING_2_PRICE_PERIOD,
      c.STARTER_PRICING_2_HEADER,
      c.STARTER_PRICING_2_FEATURES,
      c.STARTER_PRICING_2_BUTTON_TEXT,
      c.STARTER_PRICING_2_BUTTON_URL,
      c.STARTER_PRICING_2_TAG
    ),
    tier(
      c.STARTER_PRICING_3_TITLE,
      c.STARTER_PRICING_3_PRICE,
      c.STARTER_PRICING_3_PRICE_CURRENCY,
      c.STARTER_PRICING_3_PRICE_PERIOD,
      c.STARTER_PRICING_3_HEADER,
      c.STARTER_PRICING_3_FEATURES,
      c.STARTER_PRICING_3_BUTTON_TEXT,
      c.STARTER_PRICING_3_BUTTON_URL
    )
  ]
  if (!tiers.some((t) => t.title)) return null
  return (
    <Section
      id="pricing"
      heading={
        <Heading
          label={c.STARTER_PRICING_TITLE}
          title={c.STARTER_PRICING_TEXT_1}
          text={c.STARTER_PRICING_TEXT_2}
        />
      }
    >
      <PricingTiers
        tiers={tiers}
        classes={{
          root: 'gap-8 md:grid-cols-3',
          tier: `${CARD} relative border p-6 px-8 py-10`,
          featured: 'border-blue-700 ring-2 ring-[#3758F9] dark:border-blue-400',
          tag: 'absolute top-4 right-4 rounded-md bg-[#3758F9] px-3 py-1 text-sm font-medium text-white',
          title: 'text-lg font-medium',
          amount: 'text-4xl font-bold',
          features: 'text-muted',
          button: `${BUTTON_SHAPE} w-full motion-reduce:transition-none`,
          primary: BUTTON_BLUE
        }}
      />
    </Section>
  )
}
