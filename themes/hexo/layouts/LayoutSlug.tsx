import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { ArticleBody } from '@/components/article/ArticleBody'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { ShareBar } from '@/components/article/ShareBar'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { Comments } from '@/components/comments/Comments'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
import { TagChip } from '@/components/TagChip'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { useHexoConfig } from '@/themes/hexo/config'
import { CARD } from '@/themes/hexo/components/styles'

const section = 'mt-8 border-t border-black/5 pt-6 dark:border-white/10'

/** The article card under the cover band: body, tags, share, copyright, related, prev / next, comments. */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const hexo = useHexoConfig()
  const isPost = post.type !== 'Page'
  useAnchorScroll()
  return (
    <article id={ARTICLE_WRAPPER_ID} className={cn(CARD, 'px-5 py-8 md:px-10')}>
      <ArticleBody post={post} config={config} />
      {post.tags.length > 0 && (
        <p className="mt-8 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <TagChip key={tag.name} tag={tag} />
          ))}
        </p>
      )}
      {config.POST_SHARE_BAR_ENABLE && (
        <ShareBar post={post} link={config.LINK} className={section} />
      )}
      {isPost && hexo.HEXO_ARTICLE_COPYRIGHT && (
        <CopyrightNotice
          post={post}
          classes={{
            root: 'mt-8 rounded-lg border-(--hexo-accent) bg-neutral-100 p-4 dark:bg-white/5'
          }}
        />
      )}
      {isPost && hexo.HEXO_ARTICLE_RECOMMEND && (
        <RelatedPosts posts={post.related} className={section} />
      )}
      {isPost && hexo.HEXO_ARTICLE_ADJACENT && (
        <PrevNext prev={post.prev} next={post.next} className={section} />
      )}
      <Comments post={post} config={config} className={section} />
    </article>
  )
}
