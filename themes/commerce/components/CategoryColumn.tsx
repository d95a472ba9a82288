import { CategoryList } from '@/components/widgets/CategoryList'
import { cn } from '@/lib/style/cn'
import { useCommerceConfig } from '@/themes/commerce/config'
import { CATEGORY_SLOTS, PANEL } from '@/themes/commerce/components/styles'

/** The "product categories" column: each category with its count, under a red heading. */
export function CategoryColumn({ className }: { className?: string }) {
  const config = useCommerceConfig()
  return (
    <aside data-commerce-categories="" className={className}>
      <CategoryList
        heading={config.COMMERCE_TEXT_CENTER_CATEGORY_TITLE}
        className={cn(PANEL, 'p-5')}
        classes={CATEGORY_SLOTS}
      />
    </aside>
  )
}
