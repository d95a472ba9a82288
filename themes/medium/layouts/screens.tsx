import { sharedScreens } from '@/components/theme/shared-screens'
import { PILL_CHIP } from '@/components/TagChip'

/** The shared screens in medium's column: big bold headings, rules between rows, green hovers. */
const title = 'mb-6 text-3xl font-bold tracking-tight'
const hover = 'hover:text-[#1a8917] dark:hover:text-green-400'

export const screens = sharedScreens({
  archive: {
    classes: {
      title,
      heading: 'mt-8 mb-2 text-lg font-semibold',
      item: 'border-b border-neutral-200 py-2 dark:border-neutral-800',
      time: 'tabular-nums',
      link: hover
    }
  },
  categories: {
    classes: {
      title,
      link: `border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700 rounded-none border-x-0 border-t-0 ${hover}`
    }
  },
  tags: { classes: { title, chip: `${PILL_CHIP} ${hover}` } },
  notFound: { className: 'flex min-h-[40vh] items-center justify-center' }
})
