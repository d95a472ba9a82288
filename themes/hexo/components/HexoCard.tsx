import { Link } from '@/components/Link'
import { HorizontalCard } from '@/components/post-list/HorizontalCard'
import { useSite } from '@/components/theme/theme-context'
import { categoryHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import type { PostCardProps } from '@/lib/theme/types'
import { useHexoConfig } from '@/themes/hexo/config'
import { ACCENT_HOVER, CARD, MUTED } from '@/themes/hexo/components/styles'

/**
 * The PostCard slot: a horizontal card whose cover takes five twelfths and, with
 * HEXO_POST_LIST_IMG_CROSSOVER, changes side from one card to the next.
 */
export function HexoCard({ post, index, preview }: PostCardProps) {
  const config = useHexoConfig()
  const { site } = useSite()
  const fallback = config.HEXO_POST_LIST_COVER_DEFAULT ? site.cover : null
  const cover = config.HEXO_POST_LIST_COVER ? (post.cover ?? fallback) : null
  const side = config.HEXO_POST_LIST_IMG_CROSSOVER && index % 2 === 1 ? 'right' : 'left'
  return (
    <HorizontalCard
      post={post}
      cover={cover}
      side={side}
      index={index}
      summary={config.HEXO_POST_LIST_SUMMARY}
      preview={config.HEXO_POST_LIST_PREVIEW ? preview : null}
      classes={{
        root: cn(CARD, 'mb-6 transition-shadow hover:shadow-lg'),
        image: cn(
          config.HEXO_POST_LIST_COVER_HOVER_ENLARGE &&
            'transition-transform duration-500 group-hover:scale-110 motion-reduce:transition-none'
        ),
        titleLink: cn(ACCENT_HOVER, 'hover:no-underline'),
        meta: `text-sm ${MUTED}`,
        summary: 'text-sm text-neutral-700 dark:text-neutral-300'
      }}
      meta={
        <>
          <time dateTime={post.date}>{post.publishDay}</time>
          {post.category && (
            <>
              <span aria-hidden="true"> · </span>
              <Link href={categoryHref(post.category)} className={ACCENT_HOVER}>
                {post.category}
              </Link>
            </>
          )}
        </>
      }
    />
  )
}
