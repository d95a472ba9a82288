import { CardRow } from '@/components/post-list/CardRow'
import { cardKey, type CardPost } from '@/themes/magzine/components/card-post'
import { MagCard } from '@/themes/magzine/components/MagCard'

/** Magazine cards in the shared row: a grid on desktop, a swiper on phones. */
export function Cards({ posts, label }: { posts: readonly CardPost[]; label?: string }) {
  return (
    <CardRow
      items={posts}
      itemKey={cardKey}
      label={label}
      render={(post, index) => <MagCard post={post} index={index + 1} />}
    />
  )
}
