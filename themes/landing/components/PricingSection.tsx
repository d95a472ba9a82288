import { PricingTiers } from '@/components/landing/PricingTiers'
import { SectionHeading } from '@/components/landing/SectionHeading'
import { configText as text } from '@/lib/landing/config-text'
import { cn } from '@/lib/style/cn'
import { CONTAINER, SECTION } from '@/themes/landing/components/styles'
import { useLandingConfig } from '@/themes/landing/config'
import { BUTTON_SHAPE } from '@/components/landing/LandingButtons'

/** The heading and three price tiers whose features are comma lists. */
export function PricingSection() {
  const c = useLandingConfig()
  const tiers = [
    [
      c.LANDING_PRICING_1_TITLE,
      c.LANDING_PRICING_1_PRICE,
      c.LANDING_PRICING_1_CONTENT,
      c.LANDING_PRICING_1_BUTTON,
      c.LANDING_PRICING_1_URL
    ],
    [
      c.LANDING_PRICING_2_TITLE,
      c.LANDING_PRICING_2_PRICE,
      c.LANDING_PRICING_2_CONTENT,
      c.LANDING_PRICING_2_BUTTON,
      c.LANDING_PRICING_2_URL
    ],
    [
      c.LANDING_PRICING_3_TITLE,
      c.LANDING_PRICING_3_PRICE,
      c.LANDING_PRICING_3_CONTENT,
      c.LANDING_PRICING_3_BUTTON,
      c.LANDING_PRICING_3_URL
    ]
  ].map(([title, price, content, button, url]) => ({
    title: text(title),
    price: text(price),
    features: content ?? '',
    button: { text: text(button), href: url ?? '' }
  }))
  const header = text(c.LANDING_PRICING_TITLE)
  if (!header && !tiers.some((tier) => tier.title)) return null
  return (
    <section
      id="pricing"
      aria-labelledby="landing-pricing"
      className={cn(CONTAINER, SECTION, 'scroll-mt-20')}
    >
      <SectionHeading id="landing-pricing" title={header} text={text(c.LANDING_PRICING_P)} />
      <PricingTiers
        tiers={tiers}
        classes={{
          tier: 'rounded-xl border bg-white p-6 shadow-lg dark:bg-neutral-900',
          amount: 'text-3xl font-extrabold',
          button: `${BUTTON_SHAPE} mt-auto`
        }}
      />
    </section>
  )
}
