import { sharedScreens } from '@/components/theme/shared-screens'
import { LINK_HOVER, TEAL } from '@/themes/simple/components/styles'

/** The shared screens in simple's look: teal headings, red hovers, plain rows. */
const sheet = `[&_h1]:mb-6 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-[#276077] dark:[&_h1]:text-[#7cc5dd] ${LINK_HOVER}`

const archive =
  '[&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:border-b [&_li]:border-neutral-200 [&_li]:py-1.5 dark:[&_li]:border-neutral-700 [&_time]:tabular-nums'

export const screens = sharedScreens({
  archive: { className: `${sheet} ${archive}` },
  categories: { className: sheet },
  tags: { className: sheet },
  notFound: { classes: { title: TEAL } }
})
