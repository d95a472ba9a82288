import { sharedScreens } from '@/components/theme/shared-screens'

/** The shared screens in plog's column: large light headings, hairlines, round hovers. */
const sheet = 'mx-auto max-w-3xl px-5 pt-8 pb-12 md:pt-12'
const title = 'mb-8 text-3xl font-semibold tracking-tight md:text-4xl'

export const screens = sharedScreens({
  archive: {
    className: sheet,
    classes: {
      title,
      heading: 'mb-3 text-xs font-semibold tracking-widest text-muted uppercase',
      list: 'space-y-0 border-l border-black/10 dark:border-white/15',
      item: '-ml-px border-l border-transparent py-1.5 pl-4 hover:border-neutral-900 dark:hover:border-white',
      time: 'tabular-nums'
    }
  },
  categories: {
    className: sheet,
    classes: {
      title,
      link: 'rounded-2xl border border-black/10 px-5 py-4 transition hover:border-neutral-900 hover:shadow-sm dark:border-white/15 dark:hover:border-white'
    }
  },
  tags: { className: sheet, classes: { title, chip: 'rounded-full px-3 py-1 text-sm' } },
  notFound: {
    className: 'mx-auto flex min-h-[60vh] max-w-3xl items-center justify-center px-5',
    classes: { title: 'text-7xl font-semibold tracking-tighter' }
  }
})
