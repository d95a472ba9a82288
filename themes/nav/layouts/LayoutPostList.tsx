import { LinkTile } from '@/components/post-list/LinkTile'
import { Pagination } from '@/components/Pagination'
import { linkEntryOf } from '@/lib/content/link-directory'
import type { ListPageProps } from '@/lib/theme/props'
import { useMessages } from '@/lib/i18n/use-messages'
import { GRID, TILE, TILE_CLASSES } from '@/themes/nav/components/styles'
import { useNavStrings } from '@/themes/nav/strings'

/** A category's, tag's or page's posts as a grid of tiles under its name. */
export function LayoutPostList(props: ListPageProps) {
  const t = useMessages()
  const s = useNavStrings()
  const heading = props.category
    ? `${t.MENU.CATEGORY}: ${props.category}`
    : props.tag
      ? `#${props.tag}`
      : t.MENU.HOME
  return (
    <div className="@container">
      <h1 className="mb-6 text-2xl font-bold">{heading}</h1>
      <ul className={GRID}>
        {props.posts.map((post) => (
          <li key={post.id}>
            <LinkTile
              link={linkEntryOf(post)}
              noDescription={s.NO_DESCRIPTION}
              className={`${TILE} h-full`}
              classes={TILE_CLASSES}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        basePath={props.basePath}
        className="mt-8"
      />
    </div>
  )
}
