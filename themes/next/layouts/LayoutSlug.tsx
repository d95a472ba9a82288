import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { useNextConfig } from '@/themes/next/config'
import { ArticleInfo } from '@/themes/next/components/ArticleInfo'
import { Cover } from '@/themes/next/components/Cover'
import { PostMetaLine } from '@/themes/next/components/PostMetaLine'
import { CARD } from '@/themes/next/components/styles'

const RULE = 'mt-8 border-t border-neutral-200 pt-6 dark:border-neutral-700'

/**
 * The article in one white card: optional header image, info block, body, share bar, copyright,
 * related posts, category and tags, prev / next and comments.
 */
export function LayoutSlug({ post }: PostProps) {
  const next = useNextConfig()
  return (
    <ArticleLayout post={post} className={`${CARD} mb-6 overflow-hidden`}>
      {({ body, config }) => (
        <>
          {next.NEXT_POST_HEADER_IMAGE_VISIBLE && (
            <Cover post={post} size="header" className="max-h-96" />
          )}
          <div className="px-5 py-8 md:px-10">
            <ArticleInfo post={post} />
            {body}
            <ArticleShare post={post} className={RULE} />
            {next.NEXT_ARTICLE_COPYRIGHT && post.type === 'Post' && (
              <CopyrightNotice
                post={post}
                classes={{
                  root: 'mt-10 border-l-4 border-[#4e80ee] bg-neutral-100 px-4 py-3 dark:bg-neutral-800',
                  link: 'underline-offset-2'
                }}
              />
            )}
            {next.NEXT_ARTICLE_RELATE_POSTS && (
              <RelatedPosts posts={post.related} className={RULE} />
            )}
            {post.type === 'Post' && (
              <PostMetaLine post={post} className={`${RULE} justify-start`} />
            )}
            {post.type === 'Post' && (
              <PrevNext prev={post.prev} next={post.next} className={RULE} />
            )}
            <Comments post={post} config={config} className={RULE} />
          </div>
        </>
      )}
    </ArticleLayout>
  )
}
