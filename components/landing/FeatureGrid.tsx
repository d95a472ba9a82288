import { FEATURE_ICON, FeatureIcon } from '@/components/landing/FeatureIcon'
import { LandingButtons, type LandingButtonSlots } from '@/components/landing/LandingButtons'
import type { FeatureItem } from '@/components/landing/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface FeatureGridProps {
  items: readonly FeatureItem[]
  classes?: ClassSlots<'root' | 'item' | 'icon' | 'title' | 'text'> & LandingButtonSlots
}

/**
 * Feature cards (icon, title, text, a button) in a responsive grid; nothing without titles. `root`
 * replaces the grid's gap and columns, `item` a card's look, `icon` the icon's classes and
 * `buttons` the button row's margin (`mt-4`); `title` and `text` add.
 */
export function FeatureGrid({ classes = {}, ...props }: FeatureGridProps) {
  const items = props.items.filter((item) => item.title.trim())
  if (!items.length) return null
  return (
    <ul
      data-landing="feature-grid"
      className={cn('grid', classes.root ?? 'gap-6 sm:grid-cols-2 lg:grid-cols-3')}
    >
      {items.map((item, index) => (
        <li
          key={index}
          data-part="item"
          className={cn(
            'flex flex-col',
            classes.item ??
              'items-center rounded-lg bg-white p-6 text-center shadow-lg dark:bg-neutral-800'
          )}
        >
          <FeatureIcon icon={item.icon} className={classes.icon ?? `mb-3 ${FEATURE_ICON}`} />
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
            classes={{ ...classes, buttons: classes.buttons ?? 'mt-4' }}
          />
        </li>
      ))}
    </ul>
  )
}
