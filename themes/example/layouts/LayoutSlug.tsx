import Link from 'next/link'
import { categoryHref } from '../../../components/CategoryIndex'
import { ARTICLE_WRAPPER_ID } from '../../../components/NotFound'
import { TagChip } from '../../../components/TagChip'
import type { PostProps } from '../../../lib/content/page-props'
import { NotionRenderer } from '../../../components/notion-renderer/NotionRenderer'
import { PasswordGate } from '../../../components/PasswordGate'
import { useSite, useSlots } from '../../theme-context'

const hostOf = (link: string) => {
  try {
    return new URL(link).host
  } catch {
    return null
  }
}

/** Post meta (category, day linking to its archive month), body, tags, prev / next. */
export function LayoutSlug({ post }: PostProps) {
  const site = useSite()
  const Chip = useSlots().TagChip ?? TagChip
  return (
    <article id={ARTICLE_WRAPPER_ID}>
      <p className="mb-6 text-sm text-neutral-500">
        {post.category && (
          <>
            <Link href={categoryHref(post.category)} className="hover:underline">
              {post.category}
            </Link>
            {' · '}
          </>
        )}
        <Link href={`/archive#${post.date.slice(0, 7)}`} className="hover:underline">
          <time dateTime={post.date}>{post.publishDay}</time>
        </Link>
      </p>
      <PasswordGate post={post}>
        {(open) => (
          <NotionRenderer
            body={open.body}
            config={site.config}
            siteHost={hostOf(site.config.LINK)}
          />
        )}
      </PasswordGate>
      {post.tags.length > 0 && (
        <div className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <Chip key={tag.name} tag={tag} />
          ))}
        </div>
      )}
      {(post.prev || post.next) && (
        <nav className="mt-10 flex justify-between gap-4 border-t border-neutral-200 pt-6 text-sm dark:border-neutral-800">
          {post.prev ? <Link href={post.prev.href}>← {post.prev.title}</Link> : <span />}
          {post.next ? <Link href={post.next.href}>{post.next.title} →</Link> : <span />}
        </nav>
      )}
    </article>
  )
}
