import { sharedScreens } from '@/components/theme/shared-screens'
import { ACCENT_HOVER, ACCENT_HOVER_BG, CARD } from '@/themes/heo/components/styles'

const card = `${CARD} p-6 md:p-8`

/**
 * The shared screens as white panels: archive month groups, category and tag indexes as large
 * pills that turn to the accent on hover, the 404 card.
 */
export const screens = sharedScreens({
  archive: {
    className: card,
    classes: {
      heading: 'text-xl font-bold',
      list: 'space-y-1',
      item: ACCENT_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: card,
    classes: { link: `rounded-full px-4 py-2 ${ACCENT_HOVER_BG}` }
  },
  tags: { className: card },
  notFound: {
    className: `${card} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: `text-8xl font-black` }
  }
})
