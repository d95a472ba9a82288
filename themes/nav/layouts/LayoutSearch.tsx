import type { SearchPageProps } from '@/lib/theme/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { LayoutIndex } from '@/themes/nav/layouts/LayoutIndex'

/** The live filter page: every link, the top bar's field holding the words searched for. */
export function LayoutSearch(props: SearchPageProps) {
  const t = useMessages()
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{t.SEARCH.SEARCH}</h1>
      <LayoutIndex {...props} notice={false} />
    </div>
  )
}
