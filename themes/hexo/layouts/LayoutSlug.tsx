import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { CopyrightNotice } from '@/components/article/CopyrightNotice'
import { PrevNext } from '@/components/article/PrevNext'
import { RelatedPosts } from '@/components/article/RelatedPosts'
import { Comments } from '@/components/comments/Comments'
import { TagChip } from '@/components/TagChip'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { useHexoConfig } from '@/themes/hexo/config'
import { CARD } from '@/themes/hexo/components/styles'

const section = 'mt-8 border-t border-black/5 pt-6 dark:border-white/10'

/** The article card under the cover band: body, tags, share, copyright, related, prev / next, comments. */
export function LayoutSlug({ post }: PostProps) {
  const hexo = useHexoConfig()
  const isPost = post.type !== 'Page'
  return (
    <ArticleLayout post={post} className={cn(CARD, 'px-5 py-8 md:px-10')}>
      {({ body, config }) => (
        <>
          {body}
          {post.tags.length > 0 && (
            <p className="mt-8 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <TagChip key={tag.name} tag={tag} />
              ))}
            </p>
          )}
          <ArticleShare post={post} className={section} />
          {isPost && hexo.HEXO_ARTICLE_COPYRIGHT && (
            <CopyrightNotice
              post={post}
              classes={{
                root: 'mt-8 rounded-lg border-l-4 border-(--hexo-accent) bg-neutral-100 p-4 dark:bg-white/5'
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
        </>
      )}
    </ArticleLayout>
  )
}
