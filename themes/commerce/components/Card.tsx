import { ProductCard } from '@/components/post-list/ProductCard'
import { useSite } from '@/components/theme/theme-context'
import type { PostCardProps } from '@/lib/theme/types'
import { useCommerceStrings } from '@/themes/commerce/strings'
import { RED, RED_HOVER, RED_TEXT } from '@/themes/commerce/components/styles'

/** The PostCard slot: a square product card, the site's cover standing in for a missing one. */
export function Card({ post, index }: PostCardProps) {
  const { site } = useSite()
  const s = useCommerceStrings()
  return (
    <ProductCard
      post={post}
      cover={post.cover ?? site.cover}
      priceLabel={s.PRICE}
      index={index}
      classes={{
        root: 'border border-black/5 bg-white transition-shadow hover:shadow-lg dark:border-white/10 dark:bg-neutral-800',
        image:
          'transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none',
        title: 'text-base',
        titleLink: `${RED_HOVER} hover:no-underline`,
        price: `text-lg ${RED_TEXT}`,
        cta: `${RED} px-4 py-1.5 text-white hover:brightness-110`
      }}
    />
  )
}
