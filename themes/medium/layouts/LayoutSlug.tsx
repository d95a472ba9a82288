import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { PrevNext } from '@/components/article/PrevNext'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { useMediumConfig } from '@/themes/medium/config'
import { ArticleInfo } from '@/themes/medium/components/ArticleInfo'
import { PostMinis } from '@/themes/medium/components/PostMinis'
import { RULE } from '@/themes/medium/components/styles'

const rule = `mt-10 border-t pt-6 ${RULE}`

/**
 * The article: its head, the body (or the lock screen), the share bar, its category and tags,
 * the neighbouring posts and the comments. The contents live in the right panel and, on phones,
 * in the bottom bar's drawer.
 */
export function LayoutSlug({ post }: PostProps) {
  const medium = useMediumConfig()
  return (
    <ArticleLayout post={post} className="mx-auto max-w-3xl">
      {({ body, config }) => (
        <>
          <ArticleInfo post={post} />
          {body}
          <ArticleShare post={post} className={rule} />
          <PostMinis
            post={post}
            category={medium.MEDIUM_POST_DETAIL_CATEGORY}
            tags={medium.MEDIUM_POST_DETAIL_TAG}
            className="mt-6"
          />
          {post.type === 'Post' && (
            <PrevNext
              prev={post.prev}
              next={post.next}
              className={rule}
              classes={{ link: 'hover:text-[#1a8917] hover:underline dark:hover:text-green-400' }}
            />
          )}
          <Comments post={post} config={config} className={rule} />
        </>
      )}
    </ArticleLayout>
  )
}
