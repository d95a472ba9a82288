import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { PrevNext } from '@/components/article/PrevNext'
import { TableOfContents } from '@/components/article/TableOfContents'
import { Comments } from '@/components/comments/Comments'
import { TagChip } from '@/components/TagChip'
import { useSite } from '@/components/theme/theme-context'
import type { PostProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { useMagzineConfig } from '@/themes/magzine/config'
import { ArticleBanner } from '@/themes/magzine/components/ArticleBanner'
import { ArticleInfo } from '@/themes/magzine/components/ArticleInfo'
import { Band } from '@/themes/magzine/components/Band'
import { fromLink } from '@/themes/magzine/components/card-post'
import { Cards } from '@/themes/magzine/components/Cards'
import { RightRail } from '@/themes/magzine/components/RightRail'
import { TocButton } from '@/themes/magzine/components/TocButton'
import { WIDTH } from '@/themes/magzine/components/styles'

const rule = 'mt-10 border-t border-black/10 pt-6 dark:border-white/15'
const TOC = { link: 'underline-offset-4 hover:underline', mark: 'font-bold underline' }

/**
 * The article: its head, then three columns on wide screens (the sticky contents, the body
 * with tags, share bar, neighbours and comments, the right rail); the banner and the related
 * posts below. Phones get the contents through a floating button.
 */
export function LayoutSlug({ post }: PostProps) {
  const { config } = useSite()
  const magzine = useMagzineConfig()
  const t = useMessages()
  const toc = config.POST_TOC_ENABLE && showToc(post.toc) ? post.toc : null
  const related = post.related.map(fromLink)
  return (
    <ArticleLayout
      post={post}
      className="isolate min-w-0 lg:col-span-3"
      frame={(article) => (
        <>
          <ArticleInfo post={post} />
          <div className={`${WIDTH} grid gap-10 lg:grid-cols-5`}>
            <aside data-magzine-toc="" className="hidden lg:block">
              {toc && (
                <TableOfContents
                  toc={toc}
                  className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto"
                  classes={TOC}
                />
              )}
            </aside>
            {article}
            <RightRail post={post} />
          </div>
          {toc && <TocButton toc={toc} />}
          <ArticleBanner />
          {related.length > 0 && (
            <Band name="related" title={t.POST.RELATED_POSTS}>
              <Cards posts={related} label={t.POST.RELATED_POSTS} />
            </Band>
          )}
        </>
      )}
    >
      {({ body }) => (
        <>
          {body}
          {magzine.MAGZINE_POST_DETAIL_TAG && post.tags.length > 0 && (
            <ul aria-label={t.COMMON.TAGS} className="mt-8 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.name}>
                  <TagChip tag={tag} />
                </li>
              ))}
            </ul>
          )}
          <ArticleShare post={post} className={rule} />
          {magzine.MAGZINE_ARTICLE_ADJACENT && post.type === 'Post' && (
            <PrevNext
              prev={post.prev}
              next={post.next}
              className={rule}
              classes={{ link: 'hover:underline' }}
            />
          )}
          <Comments post={post} config={config} className={rule} />
        </>
      )}
    </ArticleLayout>
  )
}
