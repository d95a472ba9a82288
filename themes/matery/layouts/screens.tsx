import { sharedScreens } from '@/components/theme/shared-screens'
import { ACCENT_HOVER, CARD } from '@/themes/matery/components/styles'

const card = `${CARD} p-6 md:p-10`
const title = 'mb-6 text-center text-2xl font-semibold text-indigo-800 dark:text-indigo-200'

/** The shared screens as white Material cards, headings and marks in indigo. */
export const screens = sharedScreens({
  archive: {
    className: card,
    classes: {
      heading:
        'mb-3 border-l-4 border-indigo-700 pl-3 text-lg font-semibold dark:border-indigo-400',
      list: 'space-y-2 border-l-2 border-indigo-100 pl-4 dark:border-white/15',
      item: ACCENT_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: `${card} mx-auto max-w-3xl`,
    classes: {
      title,
      link: 'rounded border px-4 py-3 border-black/10 hover:border-indigo-600 hover:text-indigo-800 dark:border-white/15 dark:hover:border-indigo-300 dark:hover:text-indigo-200'
    }
  },
  tags: {
    className: `${card} mx-auto max-w-3xl`,
    classes: { title, list: 'justify-center gap-2', chip: 'rounded px-3 py-1 text-base' }
  },
  notFound: {
    className: `${card} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: 'text-6xl font-bold text-indigo-800 dark:text-indigo-200' }
  }
})
