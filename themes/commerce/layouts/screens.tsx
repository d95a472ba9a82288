import { sharedScreens } from '@/components/theme/shared-screens'
import { PANEL, RED_HOVER, RED_TEXT } from '@/themes/commerce/components/styles'

const panel = `${PANEL} p-6 md:p-8`

/** The shared screens as white panels with red headings and rules. */
export const screens = sharedScreens({
  archive: {
    className: panel,
    classes: {
      heading: `mb-3 text-lg font-bold ${RED_TEXT}`,
      list: 'space-y-2 border-l-2 border-[#D2232A]/40 pl-4',
      item: RED_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: panel,
    classes: {
      link: 'rounded border border-neutral-200 px-4 py-3 dark:border-neutral-700 hover:border-[#D2232A] hover:text-[#B81D23] dark:hover:text-[#f87171]'
    }
  },
  tags: { className: panel },
  notFound: {
    className: `${panel} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: 'text-6xl font-bold' }
  }
})
