import { coverImages } from '@/lib/body/cover-images'

interface CoverProps {
  post: { cover: string | null; id: string }
  /** 'card': a list card's thumbnail, lazy past the first; 'header': the article's full image. */
  size: 'card' | 'header'
  eager?: boolean
  className: string
}

/** A post's cover across the top of a card, or nothing when it has none to show. */
export function Cover({ post, size, eager = size === 'header', className }: CoverProps) {
  const cover = coverImages(post.cover, post.id)
  if (!cover) return null
  const card = size === 'card'
  return (
    // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
    <img
      src={card ? cover.thumbnail : cover.full}
      alt=""
      width={card ? 800 : 1200}
      height={card ? 320 : 480}
      loading={eager ? 'eager' : 'lazy'}
      data-next-cover={size}
      className={`w-full object-cover ${className}`}
    />
  )
}
