/**
 * A site of many posts without bodies, for the post index's tests and scripts/bench/post-props.ts:
 * the bench's tag and category mix (30 tags, one to four a post), days shared by several posts
 * (ties in date order), a few Pages, locked and Invisible posts, and odd slugs (percent-encoded,
 * CJK, trailing slash, mixed case, doubled, `.html`).
 */
import { buildSiteData } from '@/lib/content/site-data'
import type { SiteData } from '@/lib/content/site-types'
import { createRandom } from '@/scripts/bench/bench-random'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { workspaceOf } from '@/tests/support/workspace'

const TAGS = Array.from({ length: 30 }, (_, i) => `tag-${String(i).padStart(2, '0')}`)
const CATEGORIES = ['Travel', 'Film', 'Craft', 'Engineering', 'Notes', '随笔']
const DAY = 86_400_000
const ODD_SLUGS = [
  '%E4%B8%AD%E6%96%87',
  '中文',
  '中文/',
  'Mixed-Case',
  'mixed-case',
  'trailing/',
  '/leading',
  'nested/deeper',
  'a%20b',
  'a b',
  'bad%escape',
  'page.html',
  'dup',
  'dup',
  'Ünïcödé',
  '%25'
]

function rowOf(i: number): RowInput {
  const random = createRandom(`many-posts/${i}`)
  const tags = [...new Set(Array.from({ length: 1 + random.int(4) }, () => random.pick(TAGS)))]
  const odd = i < ODD_SLUGS.length ? ODD_SLUGS[i] : undefined
  return {
    key: `post-${i}`,
    title: `Post ${i}`,
    slug: odd ?? `post-${String(i).padStart(5, '0')}`,
    type: i % 97 === 5 ? 'Page' : 'Post',
    ...(i % 53 === 7 ? { password: 'pw' } : {}),
    ...(i % 89 === 11 ? { status: 'Invisible' } : {}),
    ...(i % 7 === 0 ? {} : { category: random.pick(CATEGORIES) }),
    tags,
    date: new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 3) * DAY).toISOString().slice(0, 10)
  }
}

export function manyPostsSite(count: number, env: Record<string, string> = {}): SiteData {
  const rows = Array.from({ length: count }, (_, i) => rowOf(i))
  return buildSiteData(workspaceOf(rows, { seed: 'many-posts' }), {
    env,
    now: Date.UTC(2030, 0, 1)
  })
}
