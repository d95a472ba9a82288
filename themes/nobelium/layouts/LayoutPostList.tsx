import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { PostColumn } from '@/themes/nobelium/components/PostColumn'
import { SearchNavBar } from '@/themes/nobelium/components/SearchNavBar'
import { MUTED } from '@/themes/nobelium/components/styles'

/** A tag's rows under the search bar and tag strip; a category's under its name. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  return (
    <>
      {props.tag && <SearchNavBar tag={props.tag} />}
      {props.category && (
        <h1 className="mb-8 text-2xl font-semibold tracking-tight">
          <span className={`mr-2 text-base font-normal ${MUTED}`}>{t.MENU.CATEGORY}</span>
          {props.category}
        </h1>
      )}
      <PostColumn {...props} />
    </>
  )
}
