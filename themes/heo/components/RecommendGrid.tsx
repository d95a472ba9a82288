import { useState } from 'react'
import { ConfigLink } from '@/components/ConfigLink'
import { Link } from '@/components/Link'
import { useSite } from '@/components/theme/theme-context'
import { coverImages } from '@/lib/body/cover-images'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import type { Recommended } from '@/lib/content/recommended-posts'
import { ACCENT_BG, ACCENT_HOVER, CARD } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

function Tile({ post }: { post: Recommended }) {
  const s = useHeoStrings()
  const images = coverImages(post.cover, post.id)
  return (
    <li className={cn(CARD, 'group relative flex min-h-0 flex-col overflow-hidden')}>
      {images && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img
          src={images.thumbnail}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          className="min-h-0 w-full flex-1 object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 left-2 rounded-md px-2 py-0.5 text-xs opacity-0 transition-opacity group-hover:opacity-100',
          ACCENT_BG
        )}
      >
        {s.RECOMMEND_BADGE}
      </span>
      <Link
        href={post.href}
        target={post.target}
        className={cn(
          'shrink-0 p-3 text-sm font-semibold after:absolute after:inset-0',
          ACCENT_HOVER
        )}
      >
        <span className="line-clamp-2">{post.title}</span>
      </Link>
    </li>
  )
}

/**
 * The hero's right half: a 3×2 grid of recommended posts, first covered by the "today" card
 * (the site's cover and two titles) that its "more" button fades away.
 */
export function RecommendGrid({ posts }: { posts: readonly Recommended[] }) {
  const s = useHeoStrings()
  const config = useHeoConfig()
  const { site } = useSite()
  const [today, setToday] = useState(true)
  const cover = coverImages(site.cover, null)
  return (
    <section
      aria-label={s.RECOMMENDED}
      data-heo-recommend=""
      data-today={today || undefined}
      className="relative h-[25.75rem] w-[calc(100vw-2rem)] shrink-0 snap-start md:h-auto md:w-auto md:min-w-0 md:flex-1"
    >
      <ul className="grid h-full grid-cols-2 grid-rows-3 gap-3 md:grid-cols-3 md:grid-rows-2">
        {posts.map((post) => (
          <Tile key={post.id} post={post} />
        ))}
      </ul>
      <div
        data-heo-today=""
        inert={!today}
        className={cn(
          'absolute inset-0 overflow-hidden rounded-xl bg-neutral-800 text-white transition-opacity duration-500 motion-reduce:transition-none',
          !today && 'pointer-events-none opacity-0'
        )}
      >
        {cover && (
          // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
          <img
            src={cover.full}
            alt=""
            width={1200}
            height={675}
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 to-black/10" />
        <ConfigLink
          href={config.HEO_HERO_TITLE_LINK}
          className="absolute inset-x-0 bottom-0 block p-6"
        >
          <span className="block text-sm">{config.HEO_HERO_TITLE_4}</span>
          <span className="block text-3xl font-bold">{config.HEO_HERO_TITLE_5}</span>
        </ConfigLink>
        <button
          type="button"
          onClick={() => setToday(false)}
          className="absolute top-4 right-4 rounded-full bg-white/90 px-4 py-1 text-sm font-semibold text-neutral-900 hover:bg-white"
        >
          {s.MORE_POSTS}
        </button>
      </div>
    </section>
  )
}
