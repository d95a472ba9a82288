import { useMessages } from '@/lib/i18n/use-messages'
import { HEADING } from '@/themes/movie/components/styles'

/** The heading over a category's or a tag's posters; nothing on the home list. */
export function SlotBar({ category, tag }: { category: string | null; tag: string | null }) {
  const t = useMessages()
  if (!category && !tag) return null
  return (
    <h1 className={`mb-8 ${HEADING}`}>
      <span className="mr-2 text-base font-normal text-muted">
        {category ? t.MENU.CATEGORY : t.MENU.TAG}
      </span>
      {category ?? `#${tag}`}
    </h1>
  )
}
