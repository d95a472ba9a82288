import type { ComponentType } from 'react'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { safeResourceUrl } from '@/lib/render/safe-url'
import type { TagChipProps } from '@/lib/theme/types'
import { TagChip } from '@/components/TagChip'
import { PageViews, type ViewCounter } from '@/components/article/PageViews'

export interface ArticleMetaProps {
  post: PostSummary
  author: string
  /** AVATAR: a path or URL; empty draws no avatar (no third-party avatar service). */
  avatar: string
  viewCounter: ViewCounter
  /** The theme's TagChip slot; the shared chip otherwise. */
  Chip?: ComponentType<TagChipProps>
  className?: string
}

/** Author avatar and name, publish day, tags and (not for pages) the page-view counter. */
export function ArticleMeta(props: ArticleMetaProps) {
  const { post, author, viewCounter, Chip = TagChip, className = '' } = props
  const t = useMessages()
  const avatar = safeResourceUrl(props.avatar)
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 text-sm ${className}`}>
      <span className="inline-flex items-center gap-2">
        {avatar && (
          // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
          <img src={avatar} alt="" width={28} height={28} className="h-7 w-7 rounded-full" />
        )}
        <span>
          <span className="sr-only">{t.POST.BY} </span>
          {author}
        </span>
      </span>
      <time dateTime={post.date} title={t.POST.PUBLISHED_ON}>
        {post.publishDay}
      </time>
      {post.type !== 'Page' && <PageViews counter={viewCounter} />}
      {post.tags.length > 0 && (
        <span className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <Chip key={tag.name} tag={tag} />
          ))}
        </span>
      )}
    </div>
  )
}
