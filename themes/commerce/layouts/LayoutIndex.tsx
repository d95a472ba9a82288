import { NoticeCard } from '@/components/widgets/NoticeCard'
import type { ListPageProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { useCommerceConfig } from '@/themes/commerce/config'
import { CategoryColumn } from '@/themes/commerce/components/CategoryColumn'
import { ProductGrid } from '@/themes/commerce/components/ProductGrid'
import { PANEL, RULED } from '@/themes/commerce/components/styles'

/**
 * The product centre: title and description, the categories on the left (desktop), the first
 * products unpaged; then the brand introduction (the notice) under its own heading.
 */
export function LayoutIndex(props: ListPageProps) {
  const config = useCommerceConfig()
  const posts = props.posts.slice(0, config.COMMERCE_HOME_POSTS_COUNT)
  return (
    <>
      <section data-commerce-center="" aria-labelledby="commerce-center">
        <header className="mb-8 text-center">
          <h1 id="commerce-center" className="text-3xl font-bold">
            {config.COMMERCE_TEXT_CENTER_TITLE}
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted">
            {config.COMMERCE_TEXT_CENTER_DESCRIPTION}
          </p>
          <span aria-hidden="true" className="mx-auto mt-4 block h-0.5 w-16 bg-[#D2232A]" />
        </header>
        <div className="flex gap-6">
          <CategoryColumn className="hidden w-72 shrink-0 lg:block" />
          <div className="min-w-0 flex-1">
            <ProductGrid posts={posts} page={1} pageCount={1} basePath="" listStyle="page" />
          </div>
        </div>
      </section>
      <NoticeCard
        className={cn(PANEL, 'mt-10 p-6 md:p-10')}
        classes={{ heading: cn(RULED, 'mb-6 text-2xl') }}
      />
    </>
  )
}
