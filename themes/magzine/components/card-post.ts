import type { CardLink } from '@/lib/theme/theme-data'
import type { PostLink, PostSummary } from '@/lib/content/types'
import type { Recommended } from '@/lib/content/recommended-posts'

/** What a magazine card draws, whatever list the post came from. */
export type CardPost = Pick<Recommended, 'id' | 'title' | 'href' | 'target' | 'category' | 'cover'>

export const fromSummary = (p: PostSummary): CardPost => ({
  id: p.id,
  title: p.title,
  href: p.href,
  target: p.target,
  category: p.category,
  cover: p.coverThumbnail ?? p.cover
})

/** A category row's card: the group names the category, the link stands for the id. */
export const fromCardLink =
  (category: string) =>
  (p: CardLink): CardPost => ({
    id: p.href,
    title: p.title,
    href: p.href,
    target: p.target,
    category,
    cover: p.coverThumbnail
  })

export const fromLink = (p: PostLink): CardPost => ({
  id: p.id,
  title: p.title,
  href: p.href,
  target: p.target,
  category: p.category,
  cover: p.coverThumbnail
})

export const fromRecommended = (p: Recommended): CardPost => p

export const cardKey = (p: CardPost) => p.id
