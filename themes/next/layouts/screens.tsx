import { sharedScreens } from '@/components/theme/shared-screens'
import { CARD } from '@/themes/next/components/styles'

/** The shared screens as white cards on the grey page. */
const sheet = `${CARD} mb-6 px-5 py-8 md:px-10`
const title = 'mb-6 text-2xl font-semibold'

export const screens = sharedScreens({
  archive: {
    className: sheet,
    classes: {
      title,
      heading:
        'mt-6 mb-2 border-b border-neutral-200 pb-1 text-xl font-semibold dark:border-neutral-700',
      item: 'py-1',
      time: 'tabular-nums'
    }
  },
  categories: { className: sheet, classes: { title } },
  tags: { className: sheet, classes: { title } },
  notFound: { className: `${sheet} flex min-h-[50vh] items-center justify-center` }
})
