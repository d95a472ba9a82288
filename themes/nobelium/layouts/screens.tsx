import { sharedScreens } from '@/components/theme/shared-screens'
import { PILL_CHIP } from '@/components/TagChip'

/** The shared screens in nobelium's quiet type: a plain heading, hairlines, no cards. */
const title = 'mb-8 text-2xl font-semibold tracking-tight'

export const screens = sharedScreens({
  archive: {
    classes: {
      title,
      heading: 'mb-2 text-lg font-medium',
      list: 'mb-8 space-y-0 border-l-2 border-black/10 dark:border-white/15',
      item: 'py-1 pl-4',
      time: 'tabular-nums'
    }
  },
  categories: {
    classes: {
      title,
      link: 'rounded border border-black/10 px-4 py-3 hover:border-neutral-400 dark:border-white/15'
    }
  },
  tags: { classes: { title, chip: PILL_CHIP } },
  notFound: {
    className: 'flex min-h-[50vh] items-center justify-center',
    classes: { title: 'text-6xl font-semibold tracking-tighter' }
  }
})
