import { Link } from '@/components/Link'
import { CardImage } from '@/components/post-list/CardImage'
import { CoverLink } from '@/components/post-list/CoverLink'
import { categoryHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { useMagzineConfig } from '@/themes/magzine/config'
import type { CardPost } from '@/themes/magzine/components/card-post'
import { coverImages } from '@/lib/body/cover-images'

/**
 * A magazine card: a 16:9 cover, the category in small capitals and the title. `wide` lays the
 * cover beside the text (the home page's secondary stories).
 */
export function MagCard({
  post,
  index,
  wide,
  headingLevel = 3
}: {
  post: CardPost
  index: number
  wide?: boolean
  headingLevel?: 2 | 3
}) {
  const config = useMagzineConfig()
  const cover = config.MAGZINE_POST_LIST_COVER ? coverImages(post.cover, post.id)?.full : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      data-magzine-card=""
      className={cn('group flex flex-col gap-2', wide && 'sm:flex-row sm:gap-4')}
    >
      {cover && (
        <CoverLink
          post={post}
          className={cn(
            'block aspect-video shrink-0 overflow-hidden bg-black/5 dark:bg-white/5',
            wide && 'sm:w-2/5'
          )}
        >
          <CardImage
            src={cover}
            index={index}
            className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
          />
        </CoverLink>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        {config.MAGZINE_POST_LIST_CATEGORY && post.category && (
          <Link
            href={categoryHref(post.category)}
            className="text-xs font-semibold tracking-wider uppercase hover:underline"
          >
            {post.category}
          </Link>
        )}
        <Heading className={cn('font-bold', wide ? 'text-xl' : 'text-lg')}>
          <Link
            href={post.href}
            target={post.target}
            className="underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
      </div>
    </article>
  )
}
