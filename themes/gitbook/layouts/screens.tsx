import { sharedScreens } from '@/components/theme/shared-screens'

/** The shared screens in gitbook's column: bold headings, hairline rows, green (yellow) hovers. */
const sheet =
  '[&_h1]:mb-6 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight [&_a:hover]:text-emerald-700 dark:[&_a:hover]:text-yellow-300'

const archive =
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-sm [&_h2]:font-semibold [&_h2]:text-muted [&_li]:border-b [&_li]:border-neutral-200 [&_li]:py-1.5 dark:[&_li]:border-neutral-800 [&_time]:tabular-nums [&_time]:text-muted'

export const screens = sharedScreens({
  archive: { className: `${sheet} ${archive}` },
  categories: { className: `${sheet} [&_li_a]:rounded-md!` },
  tags: { className: `${sheet} [&_li_a]:rounded-md!` },
  notFound: {
    className:
      '[&_[role=alert]>span]:border-t-emerald-600 dark:[&_[role=alert]>span]:border-t-yellow-400'
  }
})
