import { sharedScreens } from '@/components/theme/shared-screens'
import { LatestPosts } from '@/components/widgets/LatestPosts'
import type { ArchiveProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { ACCENT_HOVER, ACCENT_HOVER_BG, CARD, WIDGET_SLOTS } from '@/themes/heo/components/styles'
import { HeoCategoryBar } from '@/themes/heo/layouts/LayoutPostList'

const card = `${CARD} p-6 md:p-8`

/**
 * The shared screens as white panels: archive month groups, category and tag indexes as large
 * pills that turn to the accent on hover, the 404 card.
 */
const shared = sharedScreens({
  archive: {
    className: card,
    classes: {
      heading: 'mb-3 text-xl font-bold',
      list: 'space-y-1',
      item: ACCENT_HOVER,
      time: 'text-muted'
    }
  },
  categories: {
    className: card,
    classes: {
      link: `border border-neutral-200 hover:border-neutral-400 dark:border-neutral-700 rounded-full px-4 py-2 ${ACCENT_HOVER_BG}`
    }
  },
  tags: { className: card },
  notFound: {
    className: `${card} flex min-h-[50vh] items-center justify-center text-center`,
    classes: { title: `text-8xl font-black` }
  }
})

/** The archive under the category pills. */
function LayoutArchive(props: ArchiveProps) {
  return (
    <>
      <HeoCategoryBar current={null} home={false} />
      <shared.LayoutArchive {...props} />
    </>
  )
}

/** The 404 card, then the latest posts. */
function Layout404() {
  return (
    <>
      <shared.Layout404 />
      <LatestPosts className={cn(CARD, 'mt-4 p-5')} classes={WIDGET_SLOTS} />
    </>
  )
}

export const screens = { ...shared, LayoutArchive, Layout404 }
