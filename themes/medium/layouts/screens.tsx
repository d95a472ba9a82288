import { sharedScreens } from '@/components/theme/shared-screens'

/** The shared screens in medium's column: big bold headings, rules between rows, green hovers. */
const sheet =
  '[&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_a:hover]:text-[#1a8917] dark:[&_a:hover]:text-green-400'

const archive =
  '[&_h2]:mt-8 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:border-b [&_li]:border-neutral-200 [&_li]:py-2 dark:[&_li]:border-neutral-800 [&_time]:text-muted [&_time]:tabular-nums'

export const screens = sharedScreens({
  archive: { className: `${sheet} ${archive}` },
  categories: { className: sheet, classes: { link: 'rounded-none border-x-0 border-t-0' } },
  tags: { className: sheet, classes: { chip: 'rounded-full px-3' } },
  notFound: { className: 'flex min-h-[40vh] items-center justify-center' }
})
