import { CardExcerpt } from '@/components/post-list/CardExcerpt'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { PostTitle } from '@/components/post-list/PostTitle'
import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/body/cover-images'
import { cn } from '@/lib/style/cn'
import type { PostCardProps } from '@/lib/theme/types'
import { useFukasawaConfig } from '@/themes/fukasawa/config'
import { CardMeta } from '@/themes/fukasawa/components/CardMeta'
import { PANEL } from '@/themes/fukasawa/components/styles'
import styles from '@/themes/fukasawa/fukasawa.module.css'

/**
 * The PostCard slot: a white card of the wall, its cover at its own height (zooming on hover),
 * the bold title, three lines of summary or the post's opening blocks, category and tags.
 */
export function FukasawaCard({ post, index, preview }: PostCardProps) {
  const config = useFukasawaConfig()
  const { site } = useSite()
  const fallback = config.FUKASAWA_POST_LIST_COVER_FORCE ? site.cover : null
  const source = config.FUKASAWA_POST_LIST_COVER ? (post.cover ?? fallback) : null
  const cover = coverImages(source, post.cover ? post.id : null)
  return (
    <article
      data-fukasawa-card=""
      className={cn(
        PANEL,
        'group overflow-hidden',
        config.FUKASAWA_POST_LIST_ANIMATION && styles.fadeUp
      )}
    >
      {cover && (
        <CoverLink post={post} className="block overflow-hidden">
          <CardImage
            src={cover.thumbnail}
            index={index}
            height="h-auto"
            className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        </CoverLink>
      )}
      <div className="p-5">
        <PostTitle
          post={post}
          className="text-lg leading-snug font-bold text-neutral-900 dark:text-neutral-100"
          classes={{ link: 'hover:underline' }}
        />
        <CardExcerpt
          post={post}
          preview={config.FUKASAWA_POST_LIST_PREVIEW ? preview : null}
          summary
          className="mt-2 text-sm text-neutral-600 dark:text-neutral-400"
          previewClassName="mt-2 max-h-60"
        />
        <CardMeta post={post} className="mt-4" />
      </div>
    </article>
  )
}
