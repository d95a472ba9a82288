import { sharedScreens } from '@/components/theme/shared-screens'

/** The shared screens in nobelium's quiet type: a plain heading, hairlines, no cards. */
const sheet = '[&_h1]:mb-8 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:tracking-tight'

const archive =
  '[&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-medium [&_ul]:mb-8 [&_ul]:space-y-0! [&_ul]:border-l-2 [&_ul]:border-black/10 dark:[&_ul]:border-white/15 [&_li]:py-1 [&_li]:pl-4 [&_time]:tabular-nums [&_time]:text-muted'

export const screens = sharedScreens({
  archive: { className: `${sheet} ${archive}` },
  categories: { className: `${sheet} [&_li_a]:border-black/10! dark:[&_li_a]:border-white/15!` },
  tags: { className: `${sheet} [&_li_a]:rounded-full! [&_li_a]:px-3!` },
  notFound: {
    className:
      'flex min-h-[50vh] items-center justify-center [&_h1]:text-6xl [&_h1]:font-semibold [&_h1]:tracking-tighter'
  }
})
