import { accountScreens } from '@/components/accounts/account-screens'
import { sharedScreens } from '@/components/theme/shared-screens'
import { WIDTH } from '@/themes/magzine/components/styles'

const page = `${WIDTH} py-10 md:py-14`
const title = 'text-4xl font-bold md:text-5xl'

/** The archive as month headings over grids of dated cards; the indexes as big-type lists. */
export const screens = sharedScreens({
  archive: {
    className: page,
    classes: {
      title,
      heading: 'mb-3 border-b-2 border-black pb-2 text-2xl font-bold dark:border-white',
      list: 'grid gap-4 space-y-0 sm:grid-cols-2 lg:grid-cols-4',
      row: 'flex flex-col gap-2',
      item: 'bg-[#F6F6F1] p-5 dark:bg-neutral-900',
      time: 'w-auto',
      link: 'text-lg font-bold underline-offset-4'
    }
  },
  categories: { className: page, classes: { title: `mb-6 ${title}` } },
  tags: { className: page, classes: { title: `mb-6 ${title}` } },
  notFound: { className: page }
})

/** Sign-in, sign-up and dashboard: big type over a beige band holding the widget. */
export const accountLayouts = accountScreens({
  className: page,
  classes: {
    root: 'max-w-4xl',
    title,
    mount: 'bg-[#F6F6F1] p-6 md:p-10 dark:bg-neutral-900'
  }
})
