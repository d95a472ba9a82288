import { sharedScreens } from '@/components/theme/shared-screens'
import { PILL_CHIP } from '@/components/TagChip'

/** The shared screens, centred and light: month groups in max-w-5xl, plain lists. */
const sheet = 'mx-auto max-w-5xl px-4 pb-12'
const title = 'mb-8 text-center text-2xl font-light'

export const screens = sharedScreens({
  archive: {
    className: sheet,
    classes: {
      title,
      heading: 'mb-2 text-lg font-light',
      list: 'mb-8 space-y-0 border-l border-black/10 dark:border-white/15',
      item: 'py-1 pl-4 hover:underline',
      time: 'tabular-nums'
    }
  },
  categories: {
    className: sheet,
    classes: {
      title,
      link: 'rounded border border-black/10 px-4 py-3 hover:border-neutral-400 dark:border-white/15'
    }
  },
  tags: { className: sheet, classes: { title, chip: PILL_CHIP } }
})
