import { Link } from '@/components/Link'
import { PostPreview } from '@/components/post-list/PostPreview'
import { PostTitle } from '@/components/post-list/PostTitle'
import type { PostCardProps } from '@/lib/theme/types'
import { useNextConfig } from '@/themes/next/config'
import { Cover } from '@/themes/next/components/Cover'
import { PostMetaLine } from '@/themes/next/components/PostMetaLine'
import { useNextStrings } from '@/themes/next/strings'
import { BLACK_BUTTON, CARD } from '@/themes/next/components/styles'

/**
 * The PostCard slot: a white card with the optional cover on top, the large title, the meta line,
 * the summary or the post's opening blocks, and a black "read more" button.
 */
export function NextCard({ post, preview, index }: PostCardProps) {
  const config = useNextConfig()
  const s = useNextStrings()
  const showPreview = config.NEXT_POST_LIST_PREVIEW && !!preview
  const showSummary = (!showPreview || config.NEXT_POST_LIST_SUMMARY) && !!post.summary
  return (
    <article data-next-card="" className={`${CARD} mb-4 overflow-hidden lg:mb-6`}>
      {config.NEXT_POST_LIST_COVER && (
        <Cover post={post} size="card" eager={index === 0} className="h-56" />
      )}
      <div className="px-5 py-8 md:px-10">
        <PostTitle
          post={post}
          className="mb-3 text-center text-2xl font-semibold text-neutral-800 md:text-3xl dark:text-neutral-100"
          classes={{ link: 'hover:underline hover:underline-offset-4' }}
        />
        <PostMetaLine post={post} />
        {showSummary && (
          <p className="mt-5 leading-7 text-neutral-700 dark:text-neutral-300">{post.summary}</p>
        )}
        {showPreview && preview && <PostPreview body={preview} className="mt-5" />}
        <div className="mt-6 text-center">
          <Link href={post.href} target={post.target} className={BLACK_BUTTON}>
            {s.READ_MORE}
            <span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
