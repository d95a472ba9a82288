import { sharedScreens } from '@/components/theme/shared-screens'
import { ACCENT_HOVER, CARD } from '@/themes/hexo/components/styles'

const card = `${CARD} p-6 md:p-8`

/** The shared screens as white cards on the grey page, headings and rows in hexo's accent. */
export const screens = sharedScreens({
  archive: {
    className: card,
    classes: {
      heading: 'mb-3 border-l-4 border-(--hexo-accent) pl-3 text-lg font-semibold',
      list: 'space-y-2 border-l-2 border-dashed border-black/10 pl-4 dark:border-white/15',
      item: ACCENT_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: card,
    classes: {
      link: 'rounded border border-neutral-200 px-4 py-3 dark:border-neutral-700 hover:border-(--hexo-accent) hover:text-(--hexo-accent)'
    }
  },
  tags: { className: card },
  notFound: {
    className: `${card} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: 'text-6xl font-bold' }
  }
})
