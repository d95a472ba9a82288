import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { ProductGrid } from '@/themes/commerce/components/ProductGrid'
import { PANEL, RULED_HEADING } from '@/themes/commerce/components/styles'

/** A white panel: the category or #tag heading over a red rule, the product grid, the pager. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const title = props.category ?? (props.tag ? `#${props.tag}` : null)
  return (
    <div className={cn(PANEL, 'p-4 md:p-6')}>
      {title && (
        <h1 className={cn(RULED_HEADING, 'mb-6')}>
          <span className="sr-only">{props.category ? t.MENU.CATEGORY : t.MENU.TAG}: </span>
          {title}
        </h1>
      )}
      <ProductGrid {...props} />
    </div>
  )
}
