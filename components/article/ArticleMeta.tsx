import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { resourceUrl } from '@/lib/body/resource-url'
import { PageViews } from '@/components/article/PageViews'
import { TagChip } from '@/components/TagChip'
import { useSite, useSlots } from '@/components/theme/theme-context'

export interface ArticleMetaProps {
  post: PostSummary
  className?: string
}

/**
 * Author (AVATAR and AUTHOR; no third-party avatar service), publish day, tags in the theme's
 * TagChip slot and (not for pages) the page-view counter.
 */
export function ArticleMeta({ post, className = '' }: ArticleMetaProps) {
  const { config } = useSite()
  const Chip = useSlots().TagChip ?? TagChip
  const t = useMessages()
  const avatar = resourceUrl(config.AVATAR)
  const author = config.AUTHOR
  const viewCounter = config.POST_VIEW_COUNTER
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
