import { DragCarousel } from '@/components/DragCarousel'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { PhotoCard } from '@/themes/photo/components/PhotoCard'

/** The posts as a strip of frames, 80% of the screen wide on phones and half from md. */
export function PhotoStrip({ posts, query }: { posts: readonly PostSummary[]; query?: string }) {
  const t = useMessages()
  return (
    <DragCarousel
      label={t.COMMON.POSTS}
      className="pb-4"
      classes={{ list: 'gap-4 px-4 md:gap-8 md:px-10', item: 'w-[80vw] md:w-[50vw]' }}
    >
      {posts.map((post, index) => (
        <PhotoCard key={post.id} post={post} index={index} query={query} />
      ))}
    </DragCarousel>
  )
}
