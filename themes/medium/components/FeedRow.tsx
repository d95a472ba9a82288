import { Link } from '@/components/Link'
import { PostPreview } from '@/components/post-list/PostPreview'
import { PostTitle } from '@/components/post-list/PostTitle'
import { coverImages, coverLoading } from '@/lib/body/cover-images'
import type { PostCardProps } from '@/lib/theme/types'
import { useMediumConfig } from '@/themes/medium/config'
import { PostMinis } from '@/themes/medium/components/PostMinis'
import { HOVER_ACCENT, MUTED, RULE } from '@/themes/medium/components/styles'
import { useMediumStrings } from '@/themes/medium/strings'

/**
 * The PostCard slot, a feed row under a rule: the cover full width, a big bold title, the day,
 * category and tags, then the summary, or the Notion preview with a green "read more".
 */
export function FeedRow({ post, preview, index }: PostCardProps) {
  const config = useMediumConfig()
  const s = useMediumStrings()
  const showPreview = config.MEDIUM_POST_LIST_PREVIEW && preview
  const cover = config.MEDIUM_POST_LIST_COVER ? coverImages(post.cover, post.id) : null
  return (
    <article data-feed-row="" className={`border-b py-8 first:pt-2 ${RULE}`}>
      {cover && (
        <Link href={post.href} target={post.target} tabIndex={-1} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- plain <img>: the site serves no image optimiser */}
          <img
            src={cover.thumbnail}
            alt=""
            width={960}
            height={384}
            {...coverLoading(index)}
            data-part="cover"
            className="mb-5 max-h-96 w-full rounded object-cover"
          />
        </Link>
      )}
      <PostTitle
        post={post}
        className="text-2xl leading-tight font-bold tracking-tight md:text-3xl"
        classes={{ link: `hover:no-underline ${HOVER_ACCENT}`, lock: MUTED }}
      />
      <PostMinis
        post={post}
        date
        category={config.MEDIUM_POST_LIST_CATEGORY}
        tags={config.MEDIUM_POST_LIST_TAG}
        className="mt-3"
      />
      {showPreview ? (
        <>
          <PostPreview body={showPreview} className="mt-3" />
          <Link
            href={post.href}
            target={post.target}
            data-part="read-more"
            className="mt-4 inline-block rounded-full bg-[#1a8917] px-4 py-1.5 text-sm font-medium text-white hover:bg-[#156d12]"
          >
            {s.READ_MORE}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </>
      ) : (
        post.summary && (
          <p className="mt-3 line-clamp-3 leading-7 text-neutral-700 dark:text-neutral-300">
            {post.summary}
          </p>
        )
      )}
    </article>
  )
}
