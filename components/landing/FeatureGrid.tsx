import { FeatureIcon } from '@/components/landing/FeatureIcon'
import { LandingButtons, type LandingButtonSlots } from '@/components/landing/LandingButtons'
import type { FeatureItem } from '@/components/landing/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FeatureGridProps {
  items: readonly FeatureItem[]
  classes?: ClassSlots<'root' | 'item' | 'icon' | 'title' | 'text'> & LandingButtonSlots
}

/** Feature cards (icon, title, text, a button) in a responsive grid; nothing without titles. */
export function FeatureGrid({ classes = {}, ...props }: FeatureGridProps) {
  const items = props.items.filter((item) => item.title.trim())
  if (!items.length) return null
  return (
    <ul
      data-landing="feature-grid"
      className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', classes.root)}
    >
      {items.map((item, index) => (
        <li
          key={index}
          data-part="item"
          className={cn(
            'flex flex-col items-center rounded-lg bg-white p-6 text-center shadow-lg dark:bg-neutral-800',
            classes.item
          )}
        >
          <FeatureIcon icon={item.icon} className={cn('mb-3', classes.icon)} />
          <h3 data-part="title" className={cn('text-xl font-bold', classes.title)}>
            {item.title}
          </h3>
          {item.text && (
            <p data-part="text" className={cn('text-muted mt-2', classes.text)}>
              {item.text}
            </p>
          )}
          <LandingButtons
            buttons={item.button ? [item.button] : []}
            max={1}
            classes={{ ...classes, buttons: cn('mt-4', classes.buttons) }}
          />
        </li>
      ))}
    </ul>
  )
}
