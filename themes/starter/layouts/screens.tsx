import { CategoryIndex } from '@/components/CategoryIndex'
import { TagIndex } from '@/components/TagIndex'
import type { CategoryIndexProps, TagIndexProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { CARD, CONTAINER_BOX } from '@/themes/starter/components/styles'

const box = cn(CONTAINER_BOX, 'max-w-4xl py-16')
/** The banner shows the title; the screen's own heading stays for screen readers. */
const title = 'sr-only mb-6 text-2xl font-semibold'

/** The category index as white cards under the banner. */
export function LayoutCategoryIndex(props: CategoryIndexProps) {
  return (
    <div className={box}>
      <CategoryIndex
        {...props}
        classes={{
          title,
          link: cn(
            'border border-neutral-200 px-4 py-3 hover:border-neutral-400 dark:border-neutral-700',
            CARD,
            'hover:text-[#3758F9] dark:hover:text-[#8ea2ff]'
          )
        }}
      />
    </div>
  )
}

/** The tag index as chips under the banner. */
export function LayoutTagIndex(props: TagIndexProps) {
  return (
    <div className={box}>
      <TagIndex {...props} classes={{ title }} />
    </div>
  )
}
