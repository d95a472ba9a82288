import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { Comments } from '@/components/comments/Comments'
import type { PostProps } from '@/lib/theme/props'
import { usePhotoConfig } from '@/themes/photo/config'
import { Episodes } from '@/themes/photo/components/Episodes'
import { PostMeta } from '@/themes/photo/components/PostMeta'
import { RelatedStrip } from '@/themes/photo/components/RelatedStrip'

const section = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/** A tiny centred title, episodes, the body, category, tags, date, related, share, comments. */
export function LayoutSlug({ post }: PostProps) {
  const photo = usePhotoConfig()
  const isPost = post.type !== 'Page'
  return (
    <ArticleLayout
      post={post}
      className="mx-auto max-w-5xl px-4 2xl:max-w-[70%]"
      bodyBefore={(body) => <Episodes body={body} />}
    >
      {({ body, config }) => (
        <>
          <h1 className="mb-8 text-center text-lg font-light">{post.title}</h1>
          {body}
          {isPost && <PostMeta post={post} />}
          {isPost && photo.PHOTO_ARTICLE_RECOMMEND && (
            <RelatedStrip posts={post.related} className={section} />
          )}
          <ArticleShare post={post} className={section} />
          <Comments post={post} config={config} className={section} />
        </>
      )}
    </ArticleLayout>
  )
}
