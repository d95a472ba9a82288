import { ConfigLink } from '@/components/ConfigLink'
import type { TestimonialItem } from '@/components/landing/types'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { hostOf, safeUrl } from '@/lib/body/safe-url'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `stars`, `quote` replace their part's classes, `avatar` the picture's size (`h-12 w-12`); the
 * others add to their part's.
 */
export type TestimonialSlots = ClassSlots<
  'root' | 'stars' | 'quote' | 'person' | 'avatar' | 'name' | 'role' | 'link'
>

/** One quote with the author's avatar, name, role and link; nothing without a quote. */
export function Testimonial(props: {
  item: TestimonialItem
  /** Draw the item's stars (1 to 5). */
  star?: boolean
  classes?: TestimonialSlots
}) {
  const { item, classes = {} } = props
  const t = useMessages()
  const quote = item.quote.trim()
  if (!quote) return null
  const avatar = resourceUrl(item.avatar)
  const href = safeUrl(item.href)
  const stars = Math.round(Math.min(5, Math.max(0, item.stars ?? 0)))
  return (
    <figure data-landing="testimonial" className={cn('flex flex-col gap-4', classes.root)}>
      {props.star && stars > 0 && (
        <p
          data-part="stars"
          role="img"
          aria-label={format(t.LANDING.RATING, { n: stars })}
          className={classes.stars ?? 'text-amber-500'}
        >
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
        </p>
      )}
      <blockquote data-part="quote" className={classes.quote ?? 'text-lg italic'}>
        {quote}
      </blockquote>
      <figcaption data-part="person" className={cn('flex items-center gap-3', classes.person)}>
        {avatar && (
          // eslint-disable-next-line @next/next/no-img-element -- a setting's image: no optimiser
          <img
            src={avatar}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            data-part="avatar"
            className={cn('rounded-full object-cover', classes.avatar ?? 'h-12 w-12')}
          />
        )}
        <span>
          <cite data-part="name" className={cn('block font-bold not-italic', classes.name)}>
            {item.name}
          </cite>
          {item.role && (
            <span data-part="role" className={cn('text-muted text-sm', classes.role)}>
              {item.role}
            </span>
          )}
          {href && (
            <ConfigLink
              href={href}
              className={cn(
                'ml-2 text-sm text-blue-700 hover:underline dark:text-blue-400',
                classes.link
              )}
            >
              {item.linkText?.trim() || hostOf(href) || href}
            </ConfigLink>
          )}
        </span>
      </figcaption>
    </figure>
  )
}
