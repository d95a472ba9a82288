import { accountScreens } from '@/components/accounts/account-screens'
import { sharedScreens } from '@/components/theme/shared-screens'

/** The shared screens in gitbook's column: bold headings, hairline rows, green (yellow) hovers. */
const title = 'mb-6 text-3xl font-bold tracking-tight'
const hover = 'hover:text-emerald-700 dark:hover:text-yellow-300'

export const screens = sharedScreens({
  archive: {
    classes: {
      title,
      heading: 'mt-6 mb-2 text-sm font-semibold text-muted',
      list: 'space-y-0',
      item: 'border-b border-neutral-200 py-1.5 dark:border-neutral-800',
      time: 'tabular-nums',
      link: hover
    }
  },
  categories: {
    classes: {
      title,
      link: `border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700 rounded-md ${hover}`
    }
  },
  tags: { classes: { title, chip: 'rounded-md px-2 py-0.5 text-sm' } },
  notFound: { classes: { spinner: 'border-t-emerald-600 dark:border-t-yellow-400' } }
})

/** Sign-in, sign-up and dashboard in the reading column, the widget on a hairline card. */
export const accountLayouts = accountScreens({
  classes: {
    root: 'mx-auto flex w-full max-w-3xl flex-col items-start gap-3 px-0 py-12',
    title: 'mb-0 text-left text-3xl font-bold tracking-tight',
    text: 'text-left text-muted',
    mount: 'justify-start rounded-lg border border-neutral-200 p-4 dark:border-neutral-800'
  }
})
