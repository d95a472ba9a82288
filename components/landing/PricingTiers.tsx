import { LandingButtons, type LandingButtonSlots } from '@/components/landing/LandingButtons'
import type { PricingTier } from '@/components/landing/types'
import { commaList } from '@/lib/landing/config-text'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface PricingTiersProps {
  tiers: readonly PricingTier[]
  /**
   * `root` replaces the grid's gap; `tier` a card's look (its border's colour aside), `featured`
   * the featured card's border colour; `tag`, `title` and `amount` their part's classes; the
   * others add to theirs.
   */
  classes?: ClassSlots<
    | 'root'
    | 'tier'
    | 'featured'
    | 'tag'
    | 'title'
    | 'header'
    | 'price'
    | 'currency'
    | 'amount'
    | 'period'
    | 'features'
    | 'feature'
  > &
    LandingButtonSlots
}

/** Price cards: title, price, a line, the features of a comma list, a button and a badge. */
export function PricingTiers({ classes = {}, ...props }: PricingTiersProps) {
  const tiers = props.tiers.filter((tier) => tier.title.trim())
  if (!tiers.length) return null
  return (
    <ul data-landing="pricing" className={cn('grid md:grid-cols-3', classes.root ?? 'gap-6')}>
      {tiers.map((tier, index) => (
        <li
          key={index}
          data-part="tier"
          data-featured={tier.tag ? '' : undefined}
          className={cn(
            'relative flex flex-col',
            classes.tier ?? 'rounded-xl border bg-white p-6 shadow-lg dark:bg-neutral-800',
            tier.tag
              ? (classes.featured ?? 'border-blue-700 dark:border-blue-400')
              : 'border-neutral-200 dark:border-neutral-700'
          )}
        >
          {tier.tag && (
            <p
              data-part="tag"
              className={cn(
                classes.tag ??
                  'absolute -top-3 right-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white'
              )}
            >
              {tier.tag}
            </p>
          )}
          <h3 data-part="title" className={classes.title ?? 'text-lg font-bold'}>
            {tier.title}
          </h3>
          {tier.header && (
            <p data-part="header" className={cn('text-muted mt-1 text-sm', classes.header)}>
              {tier.header}
            </p>
          )}
          <p data-part="price" className={cn('mt-4 flex items-baseline gap-1', classes.price)}>
            {tier.currency && (
              <span data-part="currency" className={cn('text-xl', classes.currency)}>
                {tier.currency}
              </span>
            )}
            <span data-part="amount" className={classes.amount ?? 'text-4xl font-extrabold'}>
              {tier.price}
            </span>
            {tier.period && (
              <span data-part="period" className={cn('text-muted text-sm', classes.period)}>
                {tier.period}
              </span>
            )}
          </p>
          <ul data-part="features" className={cn('mt-6 grow space-y-2', classes.features)}>
            {commaList(tier.features).map((feature, i) => (
              <li key={i} data-part="feature" className={cn('flex gap-2', classes.feature)}>
                <span aria-hidden="true" className="text-green-600 dark:text-green-400">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <LandingButtons
            buttons={tier.button ? [tier.button] : []}
            max={1}
            classes={{
              ...classes,
              buttons: cn('mt-6', classes.buttons),
              button: cn('w-full', classes.button)
            }}
          />
        </li>
      ))}
    </ul>
  )
}
