import { useMessages } from '@/lib/i18n/use-messages'

/** What a category's or tag's wall shows, above it. */
export function ListHeading({ category, tag }: { category: string | null; tag: string | null }) {
  const t = useMessages()
  if (!category && !tag) return null
  return (
    <h1
      data-fukasawa-heading=""
      className="mb-4 text-lg font-semibold text-neutral-900 dark:text-neutral-100"
    >
      <span className="text-sm font-normal text-muted">
        {category ? t.MENU.CATEGORY : t.MENU.TAG}:{' '}
      </span>
      {category ?? `#${tag}`}
    </h1>
  )
}
