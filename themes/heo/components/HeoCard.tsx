import { Link } from '@/components/Link'
import { HorizontalCard } from '@/components/post-list/HorizontalCard'
import { useSite } from '@/components/theme/theme-context'
import { categoryHref, tagHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import type { PostCardProps } from '@/lib/theme/types'
import { useHeoConfig } from '@/themes/heo/config'
import { ACCENT_HOVER, CARD } from '@/themes/heo/components/styles'

/**
 * The PostCard slot: the cover on the left (five twelfths), category, title, summary and tags on
 * the right; with HEO_HOME_POST_TWO_COLS the cards stand two to a row, cover on top, at 2xl.
 */
export function HeoCard({ post, index, preview }: PostCardProps) {
  const config = useHeoConfig()
  const { site } = useSite()
  const fallback = config.HEO_POST_LIST_COVER_DEFAULT ? site.cover : null
  const cover = config.HEO_POST_LIST_COVER ? (post.cover ?? fallback) : null
  const twoCols = config.HEO_HOME_POST_TWO_COLS
  return (
    <HorizontalCard
      post={post}
      cover={cover}
      side="left"
      index={index}
      summary={config.HEO_POST_LIST_SUMMARY}
      preview={config.HEO_POST_LIST_PREVIEW ? preview : null}
      classes={{
        root: cn(
          CARD,
          'transition-[box-shadow,border-color] hover:border-[#4f65f0] hover:shadow-lg dark:hover:border-[#ca8a04]',
          twoCols && '2xl:h-auto 2xl:flex-col'
        ),
        cover: cn(twoCols && '2xl:h-52 2xl:w-full'),
        image: cn(
          config.HEO_POST_LIST_COVER_HOVER_ENLARGE &&
            'transition-transform duration-500 group-hover:scale-110 motion-reduce:transition-none'
        ),
        titleLink: cn(ACCENT_HOVER, 'hover:no-underline'),
        meta: 'order-first text-xs text-muted',
        summary: 'text-sm text-neutral-700 dark:text-neutral-300'
      }}
      meta={
        post.category ? (
          <Link href={categoryHref(post.category)} className={ACCENT_HOVER}>
            {post.category}
          </Link>
        ) : null
      }
    >
      <div className="text-muted mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        {post.tags.map((tag) => (
          <Link key={tag.name} href={tagHref(tag.name)} className={ACCENT_HOVER}>
            #{tag.name}
          </Link>
        ))}
        <time dateTime={post.date} className="ml-auto">
          {post.publishDay}
        </time>
      </div>
    </HorizontalCard>
  )
}
