import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { Grid } from '@/themes/magzine/components/Grid'
import { HEADING, WIDTH } from '@/themes/magzine/components/styles'
import { useMagzineStrings } from '@/themes/magzine/strings'

/** A category's, a tag's or every post's cards under a big heading. */
export function LayoutPostList(props: ListPageProps) {
  const s = useMagzineStrings()
  const t = useMessages()
  const label = props.category ? s.LIST_CATEGORY : props.tag ? s.LIST_TAG : null
  const title = props.category ?? (props.tag ? `#${props.tag}` : t.COMMON.LATEST_POSTS)
  return (
    <div className={`${WIDTH} py-10 md:py-14`}>
      <header className="mb-8 border-b-2 border-black pb-4 dark:border-white">
        {label && (
          <p className="text-muted text-sm font-semibold tracking-wider uppercase">{label}</p>
        )}
        <h1 className={`${HEADING} md:text-5xl`}>{title}</h1>
      </header>
      <Grid {...props} />
    </div>
  )
}
