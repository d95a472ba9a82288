import type { PostType } from '@/lib/content/types'

/** First path segments the site's own routes use; a slug starting with one would be shadowed. */
export const RESERVED_ROUTES = [
  'archive',
  'category',
  'tag',
  'search',
  'page',
  'feed',
  'rss',
  'api',
  'auth',
  'sign-in',
  'sign-up',
  'dashboard'
] as const

export const isExternal = (slug: string) => /^https?:\/\//i.test(slug.trim())

export interface HrefInput {
  type: PostType
  id: string
  slug: string
  category: string | null
  /** 'yyyy-MM-dd' of the publish date. */
  day: string
}

export interface HrefOptions {
  prefix: string
  pseudoStatic: boolean
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '')

/** `%year%/%month%/%day%/%category%/%slug%`; a token with no value drops its segment. */
export function expandPrefix(prefix: string, post: HrefInput): string {
  const [year = '', month = '', day = ''] = post.day.split('-')
  const values: Record<string, string> = {
    '%year%': year,
    '%month%': month,
    '%day%': day,
    '%category%': post.category ?? '',
    '%slug%': trimSlashes(post.slug) || post.id
  }
  return trimSlashes(prefix)
    .split('/')
    .map((segment) => segment.replace(/%[a-z]+%/g, (token) => values[token] ?? ''))
    .filter((segment) => segment && !segment.includes('%'))
    .join('/')
}

/**
 * Where a row lives. Pages sit at the root, posts under the expanded POST_URL_PREFIX; a slug
 * that is an http(s) link is used as is and opens in a new tab.
 */
export function hrefOf(
  post: HrefInput,
  options: HrefOptions
): { href: string; target: '_self' | '_blank' } {
  const slug = post.slug.trim()
  if (isExternal(slug)) return { href: slug, target: '_blank' }
  const own = trimSlashes(slug) || post.id
  const prefix = post.type === 'Post' ? expandPrefix(options.prefix, post) : ''
  // A prefix naming %slug% places the slug itself; otherwise the slug follows the prefix.
  const placed = post.type === 'Post' && options.prefix.includes('%slug%')
  let path = placed ? `/${prefix}` : `/${prefix ? `${prefix}/` : ''}${own}`
  if (options.pseudoStatic && !path.endsWith('.html')) path += '.html'
  return { href: path, target: '_self' }
}

/** The reserved route a slug or href would collide with, if any. */
export function reservedSegmentOf(...paths: string[]): string | null {
  for (const path of paths) {
    const first =
      trimSlashes(path)
        .split('/')[0]
        ?.replace(/\.html$/, '')
        .toLowerCase() ?? ''
    if ((RESERVED_ROUTES as readonly string[]).includes(first)) return first
  }
  return null
}
