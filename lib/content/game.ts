import type { PostSummary } from '@/lib/content/types'
import { log } from '@/lib/log'
import { coverImages } from '@/lib/body/cover-images'
import { safeCodeUrl } from '@/lib/body/safe-url'

/** What a post shows as a game, read from its `ext` JSON. */
export interface Game {
  /** The page the player frames: https, or a path on this site. */
  href: string
  /** A short preview clip played over the tile on hover: https or a site path. */
  video: string | null
  /** Show the tip that the game can be opened at its source. */
  newWindow: boolean
}

type ExtPost = Pick<PostSummary, 'id' | 'ext'>

/** https: or a path on this site; anything else (http:, data:, javascript:, //host) is dropped. */
function gameUrl(post: ExtPost, field: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  const url = safeCodeUrl(value)
  if (!url)
    log.warnOnce(
      `game:${post.id}:${field}`,
      `game ${post.id}: ext.${field} dropped (not https or a site path)`
    )
  return url
}

/** A site path, or an https page on one of the hosts the owner allows to be framed. */
function frameable(post: ExtPost, href: string, hosts: readonly string[]): boolean {
  if (href.startsWith('/')) return true
  const host = new URL(href).hostname.toLowerCase()
  if (hosts.some((allowed) => allowed.trim().toLowerCase() === host)) return true
  log.warnOnce(
    `game:${post.id}:host`,
    `game ${post.id}: ${host} is not in GAME_FRAME_HOSTS, so it is not framed (the post shows as an article)`
  )
  return false
}

/**
 * The game reading of a post's `ext`, e.g. {"href": "https://…/index.html", "video":
 * "/demo/clip.mp4", "new_window": true}. Null when there is no usable `href`: the post is then
 * an ordinary article. With `frameHosts` (where the player frames it), an https game must be on
 * one of those hosts; a page of this site always may.
 */
export function gameOf(post: ExtPost, frameHosts?: readonly string[]): Game | null {
  const ext = post.ext
  if (!ext) return null
  const href = gameUrl(post, 'href', ext.href)
  if (!href || (frameHosts && !frameable(post, href, frameHosts))) return null
  const newWindow = ext.new_window === true || ext.new_window === 'true'
  return { href, video: gameUrl(post, 'video', ext.video), newWindow }
}

/** What a game tile shows: the post's link, its cover's tile size and its preview clip. */
export interface GameCard {
  id: string
  title: string
  href: string
  target: PostSummary['target']
  /** The cover at tile size (about 800 wide), or null. */
  cover: string | null
  video: string | null
  tags: string[]
}

type CardPost = Pick<PostSummary, 'id' | 'ext' | 'title' | 'href' | 'target' | 'cover' | 'tags'>

/** A post as a tile: any post can be one; only a game has a preview clip. */
export function gameCardOf(post: CardPost): GameCard {
  const { id, title, href, target } = post
  return {
    id,
    title,
    href,
    target,
    cover: coverImages(post.cover, id)?.thumbnail ?? null,
    video: gameOf(post)?.video ?? null,
    tags: post.tags.map((tag) => tag.name)
  }
}

/** The tiles of the posts that are games (an `ext.href` that can be framed), in list order. */
export const gameCards = (posts: readonly CardPost[]): GameCard[] =>
  posts.filter((post) => gameOf(post)).map(gameCardOf)

/**
 * The games a finder lists for what was typed: those whose title holds it (any case), or with
 * nothing typed the games tagged `recommendTag`.
 */
export function findGames(games: readonly GameCard[], query: string, recommendTag: string) {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return games.filter((game) => game.tags.includes(recommendTag))
  return games.filter((game) => game.title.toLocaleLowerCase().includes(needle))
}
