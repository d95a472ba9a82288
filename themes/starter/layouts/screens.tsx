import { CategoryIndex } from '@/components/CategoryIndex'
import { TagIndex } from '@/components/TagIndex'
import type { CategoryIndexProps, TagIndexProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { CARD, CONTAINER } from '@/themes/starter/components/styles'

const box = cn(CONTAINER, 'max-w-4xl py-16')
/** The banner shows the title; the screen's own heading stays for screen readers. */
const title = 'sr-only'

/** The category index as white cards under the banner. */
export function LayoutCategoryIndex(props: CategoryIndexProps) {
  return (
    <div className={box}>
      <CategoryIndex
        {...props}
        classes={{ title, link: cn(CARD, 'hover:text-[#3758F9] dark:hover:text-[#8ea2ff]') }}
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
