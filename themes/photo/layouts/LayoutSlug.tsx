import { ArticleBody } from '@/components/article/ArticleBody'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { usePhotoConfig } from '@/themes/photo/config'
import { Episodes } from '@/themes/photo/components/Episodes'
import { PostMeta } from '@/themes/photo/components/PostMeta'
import { RelatedStrip } from '@/themes/photo/components/RelatedStrip'

const section = 'mt-10 border-t border-black/10 pt-6 dark:border-white/10'

/** A tiny centred title, episodes, the body, category, tags, date, related, share, comments. */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const photo = usePhotoConfig()
  const isPost = post.type !== 'Page'
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID} className="mx-auto max-w-5xl px-4 2xl:max-w-[70%]">
      <h1 className="mb-8 text-center text-lg font-light">{post.title}</h1>
      <ArticleBody post={post} config={config} before={(body) => <Episodes body={body} />} />
      {isPost && <PostMeta post={post} />}
      {isPost && photo.PHOTO_ARTICLE_RECOMMEND && (
        <RelatedStrip posts={post.related} className={section} />
      )}
      {config.POST_SHARE_BAR_ENABLE && (
        <ShareBar post={post} link={config.LINK} className={section} />
      )}
      <Comments post={post} config={config} className={section} />
    </article>
  )
}
