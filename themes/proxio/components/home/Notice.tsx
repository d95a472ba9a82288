import { useSite } from '@/components/theme/theme-context'
import { NoticeCard } from '@/components/widgets/NoticeCard'
import { CONTAINER } from '@/themes/proxio/components/styles'

/** The site's notice in a rounded card; nothing when the site has none. */
export function Notice() {
  const { notice } = useSite()
  if (!notice) return null
  return (
    <div data-proxio-section="notice" className={`${CONTAINER} pb-20`}>
      <NoticeCard
        className="mx-auto max-w-3xl rounded-2xl border border-black/10 p-8 dark:border-white/10"
        classes={{ heading: 'mb-3 text-xl font-semibold' }}
      />
    </div>
  )
}
