import { sharedScreens } from '@/components/theme/shared-screens'
import { CARD } from '@/themes/nav/components/styles'

/** The shared screens on nav's canvas: month groups and folder rows in white cards. */
const title = 'mb-6 text-2xl font-bold'

export const screens = sharedScreens({
  archive: {
    className: `${CARD} p-6`,
    classes: {
      title,
      heading: 'mt-6 mb-2 text-sm font-semibold text-muted',
      item: 'border-b border-neutral-100 py-1.5 dark:border-neutral-700',
      time: 'tabular-nums text-muted',
      link: 'hover:text-sky-700 dark:hover:text-sky-300'
    }
  },
  categories: {
    classes: {
      title,
      link: `border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700 ${CARD} border-0 hover:text-sky-700 dark:hover:text-sky-300`
    }
  },
  tags: { className: `${CARD} p-6`, classes: { title, chip: 'rounded-full px-2 py-0.5 text-sm' } },
  notFound: {
    className: `${CARD} p-10`,
    classes: { spinner: 'border-t-sky-600 dark:border-t-sky-400' }
  }
})
