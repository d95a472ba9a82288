import { CoverBand } from '@/components/hero/CoverBand'
import type { PostSummary } from '@/lib/content/types'
import { RED } from '@/themes/commerce/components/styles'

/** A product's band: the darkened cover, the red category chip, the title. */
export function PostHero({ post }: { post: PostSummary }) {
  return (
    <CoverBand
      post={post}
      className="items-center"
      classes={{
        veil: 'bg-black/60',
        body: 'max-w-4xl text-center',
        category: `${RED} mb-4 inline-block px-3 py-1 text-sm text-white hover:brightness-110`
      }}
    />
  )
}
