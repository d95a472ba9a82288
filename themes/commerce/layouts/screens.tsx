import { sharedScreens } from '@/components/theme/shared-screens'
import { PANEL, RED_HOVER, RED_TEXT } from '@/themes/commerce/components/styles'

const panel = `${PANEL} p-6 md:p-8`

/** The shared screens as white panels with red headings and rules. */
export const screens = sharedScreens({
  archive: {
    className: panel,
    classes: {
      heading: `text-lg font-bold ${RED_TEXT}`,
      list: 'border-l-2 border-[#D2232A]/40 pl-4',
      item: RED_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: panel,
    classes: { link: 'hover:border-[#D2232A] hover:text-[#B81D23] dark:hover:text-[#f87171]' }
  },
  tags: { className: panel },
  notFound: {
    className: `${panel} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: 'text-6xl font-bold' }
  }
})
