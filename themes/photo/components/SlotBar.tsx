import { useMessages } from '@/lib/i18n/use-messages'

/** The heading over a category's or a tag's frames. */
export function SlotBar({ category, tag }: { category: string | null; tag: string | null }) {
  const t = useMessages()
  if (!category && !tag) return null
  return (
    <h1 className="mb-6 text-center text-xl font-light">
      <span className="mr-2 text-sm text-muted">{category ? t.MENU.CATEGORY : t.MENU.TAG}</span>
      {category ?? `#${tag}`}
    </h1>
  )
}
