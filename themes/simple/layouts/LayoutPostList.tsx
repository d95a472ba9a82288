import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { PostColumn } from '@/themes/simple/components/PostColumn'
import { MUTED } from '@/themes/simple/components/styles'
import { useSimpleStrings } from '@/themes/simple/strings'

/** The list's heading (posts, a category or a tag), then the rows. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const s = useSimpleStrings()
  const [label, name] = props.category
    ? [t.MENU.CATEGORY, props.category]
    : props.tag
      ? [s.TAG, `#${props.tag}`]
      : [null, s.POSTS]
  return (
    <>
      <h1 className="border-b-2 border-[#276077] pb-2 text-lg font-semibold dark:border-[#7cc5dd]">
        {label && <span className={`mr-2 font-normal ${MUTED}`}>{label}</span>}
        {name}
      </h1>
      <PostColumn {...props} />
    </>
  )
}
