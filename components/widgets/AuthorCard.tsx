import type { ReactNode } from 'react'
import { useSite } from '@/components/theme/theme-context'
import { ContactLinks } from '@/components/widgets/ContactLinks'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface AuthorCardProps {
  /** The heading; the author's name when left out. */
  title?: ReactNode
  titleId?: string
  /** The element of the heading: a real heading where the card starts a section or dialog. */
  titleAs?: 'h2' | 'h3' | 'p'
  /** Show AVATAR (when set and safe). */
  avatar?: boolean
  /** Show the CONTACT_* links, with their heading. */
  contacts?: boolean
  /** The contact links' heading element (h3 unless given; h2 where no h2 comes before it). */
  contactsHeadingAs?: 'h2' | 'h3'
  /** End the contact links with the RSS feed (when ENABLE_RSS is on). */
  contactsRss?: boolean
  className?: string
  /**
   * Each slot replaces its part's own classes: `layout` the card's (`flex items-start gap-3`),
   * `avatar` the avatar's size (`h-10 w-10`), `name` the name's (`font-semibold`), `bio` the bio's
   * colour; `text` adds to the text column's.
   */
  classes?: ClassSlots<'layout' | 'avatar' | 'text' | 'name' | 'bio'> & {
    contacts?: string
    contactSlots?: ClassSlots<'heading' | 'list' | 'link'>
  }
}

/** The author: avatar, name (or a given heading), bio and contact links. */
export function AuthorCard(props: AuthorCardProps) {
  const { titleAs: Title = 'p', classes = {} } = props
  const site = useSite()
  const avatar = props.avatar && site.config.AVATAR ? resourceUrl(site.config.AVATAR) : null
  return (
    <section
      data-widget="author"
      className={cn(classes.layout ?? 'flex items-start gap-3', props.className)}
    >
      {avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: the site serves no image optimiser
        <img
          src={avatar}
          alt=""
          width={40}
          height={40}
          data-part="avatar"
          className={cn('shrink-0 rounded-full', classes.avatar ?? 'h-10 w-10')}
        />
      )}
      <div data-part="text" className={cn('min-w-0', classes.text)}>
        <Title id={props.titleId} data-part="name" className={classes.name ?? 'font-semibold'}>
          {props.title ?? site.site.author}
        </Title>
        {site.site.bio && (
          <p data-part="bio" className={classes.bio ?? 'text-neutral-500 dark:text-neutral-400'}>
            {site.site.bio}
          </p>
        )}
        {props.contacts && (
          <ContactLinks
            heading
            headingAs={props.contactsHeadingAs}
            rss={props.contactsRss}
            className={classes.contacts}
            classes={classes.contactSlots}
          />
        )}
      </div>
    </section>
  )
}
