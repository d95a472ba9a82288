import { CategoryBar } from '@/components/CategoryBar'
import { PostList } from '@/components/post-list/PostList'
import type { ListPageProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { ACCENT_BG, ACCENT_HOVER_BG, CARD } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

/** The category pills, then the horizontal cards and the numbered pager. */
export function HeoCategoryBar({ current, home }: { current: string | null; home: boolean }) {
  const s = useHeoStrings()
  return (
    <CategoryBar
      current={current}
      home={home}
      scrollLabel={s.SCROLL_CATEGORIES}
      className={cn(CARD, 'mb-4 px-3 py-2 text-sm')}
      classes={{
        pill: ACCENT_HOVER_BG,
        current: ACCENT_BG,
        button: 'hover:bg-black/5 dark:hover:bg-white/10',
        more: 'rounded-lg px-2 py-1 font-semibold hover:bg-black/5 dark:hover:bg-white/10'
      }}
    />
  )
}

export function LayoutPostList(props: ListPageProps) {
  const config = useHeoConfig()
  const home = !props.category && !props.tag && props.basePath === ''
  return (
    <>
      <HeoCategoryBar current={props.category} home={home} />
      {props.tag && <h1 className={cn(CARD, 'mb-4 px-5 py-3 text-lg font-bold')}>#{props.tag}</h1>}
      <PostList
        {...props}
        className={cn('grid gap-4', config.HEO_HOME_POST_TWO_COLS && '2xl:grid-cols-2')}
        moreClassName={cn('mx-auto block rounded-lg px-6 py-2 disabled:opacity-60', ACCENT_BG)}
      />
    </>
  )
}
