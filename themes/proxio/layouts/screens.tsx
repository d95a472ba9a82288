import { sharedScreens } from '@/components/theme/shared-screens'
import { CONTAINER } from '@/themes/proxio/components/styles'

const page = `${CONTAINER} max-w-4xl py-16`
const heading = 'mb-10 text-center text-4xl font-bold tracking-tight md:text-5xl'

/** The category and tag indexes: large centred headings over pills and chips. */
export const screens = sharedScreens({
  categories: {
    className: page,
    classes: {
      title: heading,
      link: 'border border-neutral-200 py-3 rounded-full px-6 hover:border-[#121212] dark:border-white/20 dark:hover:border-white'
    }
  },
  tags: {
    className: page,
    classes: { title: heading, list: 'justify-center gap-3' }
  }
})
