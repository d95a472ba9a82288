import { sharedScreens } from '@/components/theme/shared-screens'
import { CARD } from '@/themes/game/components/styles'
import { PILL_CHIP } from '@/components/TagChip'

const card = `${CARD} p-5 md:p-8`
const pill =
  'border-neutral-200 py-3 hover:border-neutral-400 dark:border-neutral-700 rounded-full border-0 bg-neutral-100 px-4 hover:bg-violet-100 hover:text-violet-800 dark:bg-white/10 dark:hover:bg-white/20 dark:hover:text-white'

/** The shared screens on the portal's rounded cards, categories and tags as pills with counts. */
export const screens = sharedScreens({
  archive: {
    className: card,
    classes: {
      heading: 'mb-3 text-lg font-bold',
      list: 'space-y-2 border-l-2 border-violet-500/40 pl-4',
      item: 'hover:text-violet-700 dark:hover:text-violet-300',
      time: 'text-muted'
    }
  },
  categories: { className: card, classes: { link: pill } },
  tags: { className: card, classes: { chip: PILL_CHIP } },
  notFound: {
    className: `${card} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: 'text-6xl font-bold' }
  }
})
