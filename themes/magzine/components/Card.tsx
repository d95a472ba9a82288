import type { PostCardProps } from '@/lib/theme/types'
import { fromSummary } from '@/themes/magzine/components/card-post'
import { MagCard } from '@/themes/magzine/components/MagCard'

/** The PostCard slot: the magazine card (16:9 cover, category, title). */
export function Card({ post, index }: PostCardProps) {
  return <MagCard post={fromSummary(post)} index={index} headingLevel={2} />
}
