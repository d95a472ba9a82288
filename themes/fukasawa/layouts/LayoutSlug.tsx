import { AdSlot } from '@/components/integrations/AdSlot'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { ArticleShare } from '@/components/article/ArticleShare'
import { PrevNext } from '@/components/article/PrevNext'
import { Comments } from '@/components/comments/Comments'
import { HeroImage } from '@/components/hero/HeroImage'
import type { PostProps } from '@/lib/theme/props'
import { coverImages } from '@/lib/body/cover-images'
import { ArticleInfo } from '@/themes/fukasawa/components/ArticleInfo'
import { PANEL } from '@/themes/fukasawa/components/styles'

const RULE = 'mt-8 border-t border-neutral-200 pt-6 dark:border-neutral-800'

/**
 * A post: its cover (up to 60vh), a white panel with the head, body, an in-article ad (when
 * configured), share bar and prev / next (posts only), then the comments in a panel of their own.
 */
export function LayoutSlug({ post }: PostProps) {
  const cover = coverImages(post.cover, post.id)
  return (
    <ArticleLayout
      post={post}
      className={`${PANEL} overflow-hidden`}
      frame={(article, { config }) => (
        <div className="isolate">
          {article}
          <Comments
            post={post}
            config={config}
            className={`${PANEL} mt-6 px-5 py-6 empty:hidden md:px-10`}
          />
        </div>
      )}
    >
      {({ body, config }) => (
        <>
          {cover && <HeroImage src={cover.full} className="max-h-[60vh] w-full object-cover" />}
          <div className="px-5 py-8 md:px-10 md:py-10">
            <ArticleInfo post={post} />
            {body}
            <AdSlot config={config} kind="in-article" />
            <ArticleShare post={post} className={RULE} />
            {post.type === 'Post' && (
              <PrevNext prev={post.prev} next={post.next} className={RULE} />
            )}
          </div>
        </>
      )}
    </ArticleLayout>
  )
}
