import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'
import { CARD, MUTED } from '@/themes/hexo/components/styles'

/** The heading over a category's or a tag's posts. */
export function SlotBar({ category, tag }: { category: string | null; tag: string | null }) {
  const t = useMessages()
  if (!category && !tag) return null
  return (
    <h1 className={cn(CARD, 'mb-6 px-5 py-3 text-lg font-semibold')}>
      <span className={cn('mr-2 text-sm font-normal', MUTED)}>
        {category ? t.MENU.CATEGORY : t.MENU.TAG}
      </span>
      {category ?? `#${tag}`}
    </h1>
  )
}
