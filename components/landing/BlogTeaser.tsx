import type { ReactNode } from 'react'
import { TeaserCard, type TeaserCardClasses } from '@/components/landing/TeaserCard'
import type { PostSummary } from '@/lib/content/types'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface BlogTeaserProps {
  posts: readonly PostSummary[]
  /** How many of `posts` to show. */
  count: number
  /** The picture of a post without a cover (the site's cover); none: text-only cards. */
  fallbackCover?: string | null
  heading?: ReactNode
  /** Under the cards (a link to every post). */
  more?: ReactNode
  id?: string
  className?: string
  /** `list` replaces the grid's gap (`gap-8`); `item` adds; `card` goes to each TeaserCard. */
  classes?: ClassSlots<'list' | 'item'> & { card?: TeaserCardClasses }
}

/** The latest posts as cards under the section's heading; no posts or a count of 0: nothing. */
export function BlogTeaser(props: BlogTeaserProps) {
  const { classes = {} } = props
  const count = Number.isFinite(props.count) ? Math.max(0, Math.floor(props.count)) : 0
  const posts = props.posts.slice(0, count)
  if (posts.length === 0) return null
  return (
    <section id={props.id} data-section="blog" className={props.className}>
      {props.heading}
      <ul
        data-part="list"
        className={cn('grid md:grid-cols-2 lg:grid-cols-3', classes.list ?? 'gap-8')}
      >
        {posts.map((post) => (
          <li key={post.id} data-part="item" className={classes.item}>
            <TeaserCard
              post={post}
              cover={post.cover ?? props.fallbackCover ?? null}
              index={1}
              classes={classes.card}
            />
          </li>
        ))}
      </ul>
      {props.more}
    </section>
  )
}
