import { sharedScreens } from '@/components/theme/shared-screens'
import { TEAL } from '@/themes/simple/components/styles'
import { CHIP_SHAPE } from '@/components/TagChip'

/** The shared screens in simple's look: teal headings, red hovers, plain rows. */
const title = `mb-6 text-2xl font-bold ${TEAL}`
const hover = 'hover:text-[#dd3333] dark:hover:text-[#ff8a8a]'

export const screens = sharedScreens({
  archive: {
    classes: {
      title,
      heading: 'mb-2 text-lg font-semibold',
      item: 'border-b border-neutral-200 py-1.5 dark:border-neutral-700',
      time: 'tabular-nums',
      link: hover
    }
  },
  categories: {
    classes: {
      title,
      link: `rounded border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700 ${hover}`
    }
  },
  tags: { classes: { title, chip: `${CHIP_SHAPE} ${hover}` } },
  notFound: { classes: { title: `text-5xl font-bold ${TEAL}` } }
})
