import { DragCarousel } from '@/components/DragCarousel'
import { PosterCard } from '@/components/post-list/PosterCard'
import { useSite } from '@/components/theme/theme-context'
import type { PostLink } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'

/** Related posts as a small strip of posters, dragged like the lists' strip. */
export function RelatedStrip({
  posts,
  className
}: {
  posts: readonly PostLink[]
  className?: string
}) {
  const t = useMessages()
  const { site } = useSite()
  if (!posts.length) return null
  return (
    <div data-photo-related="" className={className}>
      <h2 className="mb-4 text-center text-sm tracking-widest text-muted uppercase">
        {t.POST.RELATED_POSTS}
      </h2>
      <DragCarousel label={t.POST.RELATED_POSTS} classes={{ list: 'gap-4', item: 'w-36 md:w-44' }}>
        {posts.map((post) => (
          <PosterCard
            key={post.id}
            post={post}
            cover={post.coverThumbnail ?? site.cover}
            index={1}
            level={3}
            tags={false}
            classes={{ caption: 'p-3', title: 'text-sm font-light', titleLink: 'hover:underline' }}
          />
        ))}
      </DragCarousel>
    </div>
  )
}
