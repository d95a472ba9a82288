import { NoticeCard } from '@/components/widgets/NoticeCard'
import { CARD } from '@/themes/matery/components/styles'

/** The notice in a card over the home page's posts (nothing without one). */
export function HomeNotice() {
  return (
    <NoticeCard
      className={`${CARD} mb-8 border-l-4 border-indigo-700 px-5 py-4 dark:border-indigo-400`}
      classes={{
        heading: 'mb-1 font-medium text-indigo-800 dark:text-indigo-200',
        marker: 'bg-orange-500'
      }}
    />
  )
}
