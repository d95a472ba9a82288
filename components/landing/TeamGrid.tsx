import { LazyImage } from '@/components/landing/LazyImage'
import type { ReactNode } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { configText } from '@/lib/landing/config-text'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface TeamMember {
  name: string
  /** Role or one line about the member. */
  description?: string
  avatar?: string
  href?: string
}

export interface TeamGridProps {
  members: readonly TeamMember[]
  heading?: ReactNode
  id?: string
  className?: string
  /** `avatar` replaces a picture's size (`h-30 w-30`); the others add to their part's. */
  classes?: ClassSlots<'list' | 'card' | 'avatar' | 'name' | 'description'>
}

/** Member cards: a round lazy avatar, the name (a link when given a safe URL) and the role. */
export function TeamGrid({ members, heading, id, className, classes = {} }: TeamGridProps) {
  const team = members
    .map((m) => ({
      name: configText(m.name),
      description: configText(m.description),
      avatar: resourceUrl(m.avatar),
      href: m.href
    }))
    .filter((m) => m.name)
  if (team.length === 0) return null
  return (
    <section id={id} data-section="team" className={className}>
      {heading}
      <ul data-part="list" className={cn('grid gap-8 sm:grid-cols-2 lg:grid-cols-4', classes.list)}>
        {team.map((m, i) => (
          <li key={i} data-part="card" className={cn('text-center', classes.card)}>
            {m.avatar && (
              <LazyImage
                src={m.avatar}
                width={120}
                height={120}
                part="avatar"
                className={cn('mx-auto rounded-full object-cover', classes.avatar ?? 'h-30 w-30')}
              />
            )}
            <h3 data-part="name" className={cn('mt-4 font-semibold', classes.name)}>
              {m.href ? <ConfigLink href={m.href}>{m.name}</ConfigLink> : m.name}
            </h3>
            {m.description && (
              <p data-part="description" className={cn('text-sm text-muted', classes.description)}>
                {m.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
