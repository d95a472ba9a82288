import type { GameCard } from '@/lib/content/game'
import type { LinkEntry } from '@/lib/content/link-directory'
import type { PostLink } from '@/lib/content/types'

/*
 * The extra data a theme declares in its conf (`data`: conf/themes/define.ts names the kinds),
 * as its components receive it in SiteProps.themeData. lib/pages/theme-data.ts produces it.
 */

/** A listed post in a tree of every post (gitbook's navigation): paid N times, so slimmer still. */
export type TreeLink = Pick<PostLink, 'title' | 'href' | 'target' | 'category' | 'date'>

/** A category's newest posts (at most POSTS_PER_CATEGORY) and how many it has in all. */
export interface CategoryLinks {
  category: string
  count: number
  posts: Pick<PostLink, 'title' | 'href' | 'target'>[]
}

/** Bounds postsByCategory by the number of categories, not of posts. */
export const POSTS_PER_CATEGORY = 8

/** A post drawn as a card with its cover (a category's row of cards). */
export type CardLink = Pick<PostLink, 'title' | 'href' | 'target' | 'coverThumbnail'>

/** A category's newest posts as cards (at most CARDS_PER_CATEGORY) and how many it has in all. */
export interface CategoryCards {
  category: string
  count: number
  posts: CardLink[]
}

/** Bounds categoryCards by the number of categories: a row of four after the home page's top. */
export const CARDS_PER_CATEGORY = 8

/** A month of the archive: 'yyyy-MM', its heading in the site's language and its post count. */
export interface ArchiveMonth {
  key: string
  title: string
  count: number
}

export type ThemeData = {
  allPosts?: TreeLink[]
  postsByCategory?: CategoryLinks[]
  archiveMonths?: ArchiveMonth[]
  games?: GameCard[]
  categoryCards?: CategoryCards[]
  links?: LinkEntry[]
}
