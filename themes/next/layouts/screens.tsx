import { sharedScreens } from '@/components/theme/shared-screens'
import { CARD } from '@/themes/next/components/styles'

/** The shared screens as white cards on the grey page. */
const sheet = `${CARD} mb-6 px-5 py-8 md:px-10 [&_h1]:mb-6 [&_h1]:text-2xl [&_h1]:font-semibold`

const archive =
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:border-b [&_h2]:border-neutral-200 [&_h2]:pb-1 [&_h2]:font-semibold dark:[&_h2]:border-neutral-700 [&_li]:py-1 [&_time]:tabular-nums [&_time]:text-muted'

export const screens = sharedScreens({
  archive: { className: `${sheet} ${archive}` },
  categories: { className: sheet },
  tags: { className: sheet },
  notFound: { className: `${sheet} flex min-h-[50vh] items-center justify-center` }
})
