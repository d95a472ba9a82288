import { TagStrip } from '@/components/TagStrip'
import { useSite } from '@/components/theme/theme-context'
import { CATEGORY_INDEX_PATH, TAG_INDEX_PATH, categoryHref } from '@/lib/routing/routes'
import { CARD } from '@/themes/next/components/styles'

const IDLE =
  'bg-neutral-100 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-neutral-700'

const CURRENT =
  'bg-neutral-900 text-white hover:bg-neutral-900 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-neutral-100'

/** The sticky strip over a category's or tag's list: every sibling as a chip, this one black. */
export function ChipStrip(props: { category: string | null; tag: string | null }) {
  const site = useSite()
  const strip = props.category
    ? {
        tags: site.categories,
        active: props.category,
        href: categoryHref,
        resetHref: CATEGORY_INDEX_PATH
      }
    : props.tag
      ? { tags: site.tags, active: props.tag, resetHref: TAG_INDEX_PATH }
      : null
  if (!strip) return null
  return (
    <div data-next-chips="" className={`${CARD} sticky top-0 z-20 mb-3 px-3 lg:mb-6`}>
      <TagStrip
        {...strip}
        classes={{ chip: 'rounded-none px-2 py-1', idle: IDLE, current: CURRENT }}
      />
    </div>
  )
}
