import { ArticleLayout } from '@/components/article/ArticleLayout'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { ProductSheet } from '@/themes/commerce/components/ProductSheet'
import { PANEL } from '@/themes/commerce/components/styles'

/** A product: its sheet, a red rule, the body. A page: the body alone. */
export function LayoutSlug({ post }: PostProps) {
  return (
    <ArticleLayout post={post} className={cn(PANEL, 'px-4 py-6 md:px-8 md:py-8')}>
      {({ body }) => (
        <>
          {post.type !== 'Page' && (
            <>
              <ProductSheet post={post} />
              <hr className="my-8 h-0.5 border-0 bg-[#D2232A]" />
            </>
          )}
          {body}
        </>
      )}
    </ArticleLayout>
  )
}
