import { sharedScreens } from '@/components/theme/shared-screens'
import { PANEL } from '@/themes/fukasawa/components/styles'

/** The shared screens as white panels on the warm grey page. */
const sheet = `${PANEL} px-5 py-8 md:px-10`
const title = 'mb-6 text-2xl font-bold text-neutral-900 dark:text-white'

export const screens = sharedScreens({
  archive: {
    className: `${sheet} shadow-md`,
    classes: {
      title,
      heading:
        'mt-6 mb-2 border-b border-neutral-200 pb-1 text-xl font-semibold dark:border-neutral-800',
      item: 'py-1',
      time: 'tabular-nums text-muted'
    }
  },
  categories: { className: sheet, classes: { title } },
  tags: { className: sheet, classes: { title } },
  notFound: { className: `${sheet} flex min-h-[50vh] items-center justify-center` }
})
