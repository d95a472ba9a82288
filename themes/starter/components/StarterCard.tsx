import { TeaserCard } from '@/components/landing/TeaserCard'
import { useSite } from '@/components/theme/theme-context'
import type { PostCardProps } from '@/lib/theme/types'
import { CARD, TEASER_SLOTS } from '@/themes/starter/components/styles'

/** The PostCard slot: the home page's blog card in a white box, the first cover loading at once. */
export function StarterCard({ post, index }: PostCardProps) {
  const { site } = useSite()
  return (
    <TeaserCard
      post={post}
      cover={post.cover ?? site.cover}
      index={index}
      classes={{
        ...TEASER_SLOTS,
        root: `${CARD} h-full p-4 pb-6`,
        summary: `${TEASER_SLOTS.summary} px-2`,
        meta: `${TEASER_SLOTS.meta} mx-2`,
        title: `${TEASER_SLOTS.title} px-2`
      }}
    />
  )
}
