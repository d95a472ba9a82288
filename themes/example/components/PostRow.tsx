import { Link } from '@/components/Link'
import { categoryHref } from '@/lib/routing/routes'
import { PostTitle } from '@/components/post-list/PostTitle'
import { PostPreview } from '@/components/post-list/PostPreview'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { useExampleConfig } from '@/themes/example/config'
import type { PostCardProps } from '@/lib/theme/types'
import { coverImages } from '@/lib/body/cover-images'

/**
 * The theme's PostCard slot, a list row: title, "by author on day | category", a 3-line summary
 * (or the preview), an optional cover on the right.
 */
export function PostRow({ post, preview }: PostCardProps) {
  const site = useSite()
  const t = useMessages()
  const config = useExampleConfig()
  const cover = coverImages(post.cover, post.id)?.full
  return (
    <article className="flex gap-6 border-b border-neutral-200 py-6 dark:border-neutral-800">
      <div className="min-w-0 flex-1">
        <PostTitle
          post={post}
          className="text-xl font-semibold xl:text-2xl"
          classes={{ lock: 'text-muted' }}
        />
        <p className="mt-1 text-sm text-muted">
          {t.POST.BY} {site.site.author} · <time dateTime={post.date}>{post.publishDay}</time>
          {post.category && (
            <>
              {' | '}
              <Link href={categoryHref(post.category)} className="hover:underline">
                {post.category}
              </Link>
            </>
          )}
        </p>
        {post.summary && !preview && (
          <p className="mt-2 line-clamp-3 text-neutral-600 dark:text-neutral-400">{post.summary}</p>
        )}
        {preview && <PostPreview body={preview} className="mt-3" />}
      </div>
      {config.EXAMPLE_POST_LIST_COVER && cover && (
        // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
        <img
          src={cover}
          alt=""
          loading="lazy"
          width={240}
          height={160}
          className="hidden h-32 w-5/12 max-w-60 shrink-0 rounded object-cover sm:block"
        />
      )}
    </article>
  )
}
