import { basePathOf } from '@/lib/i18n/site-languages'
import { getSiteData } from '@/lib/pages/get-site-data'
import type { Alternate } from '@/lib/theme/props'
import type { SiteData, SitePost } from '@/lib/content/site-types'
import type { PostSummary } from '@/lib/content/types'
import type { LoadOptions } from '@/lib/notion/get-workspace'

/** The other language sites of a workspace (the default included when `data` is a language's). */
export async function otherLanguageSites(
  data: SiteData,
  options: LoadOptions = {}
): Promise<SiteData[]> {
  const others = data.languages.filter((l) => basePathOf(l.prefix) !== data.basePath)
  const sites = await Promise.all(
    others.map((l) => getSiteData({ ...options, lang: l.prefix || null }))
  )
  return sites.filter((site): site is SiteData => site !== null)
}

/**
 * The versions of a post in every language site, itself included: rows of the same type and
 * slug. Empty when no other site has one, so a post without a translation gets no hreflang.
 */
export async function alternatesOf(
  data: SiteData,
  post: Pick<PostSummary, 'slug' | 'type' | 'href'>
): Promise<Alternate[]> {
  const others = await otherLanguageSites(data)
  const found = others.flatMap((site) => {
    const twin = bySlug(site).get(`${post.type}:${post.slug}`)
    return twin ? [{ locale: tagOf(site), href: twin.href }] : []
  })
  if (!found.length) return []
  return [{ locale: tagOf(data), href: post.href }, ...found]
}

// One index per site data: every post page of a build looks its twins up in it.
const slugIndexes = new WeakMap<SiteData, Map<string, SitePost>>()
function bySlug(site: SiteData): Map<string, SitePost> {
  let index = slugIndexes.get(site)
  if (!index) {
    index = new Map()
    for (const p of site.posts) {
      const key = `${p.type}:${p.slug}`
      if (p.target === '_self' && !p.locked && !index.has(key)) index.set(key, p)
    }
    slugIndexes.set(site, index)
  }
  return index
}

/** A site's language tag as its language list has it (`de` for a `de:` site), else its LANG. */
const tagOf = (site: SiteData) =>
  site.languages.find((l) => basePathOf(l.prefix) === site.basePath)?.locale ?? site.config.LANG
