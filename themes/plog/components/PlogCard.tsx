import { Link } from '@/components/Link'
import { useEffect, useState, type MouseEvent } from 'react'
import { categoryHref } from '@/lib/routing/routes'
import { LockBadge } from '@/components/post-list/LockBadge'
import { coverImages, coverLoading } from '@/lib/body/cover-images'
import type { PostCardProps } from '@/lib/theme/types'
import styles from '@/themes/plog/plog.module.css'
import { useLightbox } from '@/themes/plog/components/lightbox-context'

/** A plain left click; modified and middle clicks keep the link's own behaviour (new tab...). */
const plainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * A 16:9 cover tile: title bottom-left over a shade, category pill top-left, fading up in turn.
 * It is a real link to the post; with JavaScript a plain click opens the lightbox instead.
 */
export function PlogCard({ post, index }: PostCardProps) {
  const lightbox = useLightbox()
  const images = coverImages(post.cover, post.id)
  const [src, setSrc] = useState(images?.thumbnail)
  useEffect(() => lightbox?.register(index, post), [lightbox, index, post])
  const onClick = (e: MouseEvent) => {
    if (!lightbox || post.target === '_blank' || !plainClick(e)) return
    e.preventDefault()
    lightbox.open(index)
  }
  return (
    <article
      className={`group relative aspect-video overflow-hidden bg-neutral-200 dark:bg-neutral-900 ${styles.fadeUp}`}
      style={{ animationDelay: `${Math.min(index, 11) * 60}ms` }}
    >
      <Link
        href={post.href}
        target={post.target}
        onClick={onClick}
        className="absolute inset-0 block focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        {src && (
          // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
          <img
            src={src}
            alt=""
            {...coverLoading(index)}
            decoding="async"
            width={800}
            height={450}
            // A site path without its -800 variant falls back to the cover itself.
            onError={() => images && src !== images.full && setSrc(images.full)}
            className="h-full w-full object-cover contrast-[1.08] saturate-[1.05] transition duration-700 ease-out group-hover:scale-[1.04] group-hover:brightness-110"
          />
        )}
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent"
        />
        <h2 className="absolute right-4 bottom-3 left-4 text-lg leading-snug font-semibold text-white text-shadow-md sm:text-xl">
          {post.title}
          {post.locked && <LockBadge className="ml-2 text-white/90" />}
        </h2>
      </Link>
      {post.category && (
        <Link
          href={categoryHref(post.category)}
          className="absolute top-3 left-3 rounded-full bg-black/35 px-2.5 py-1 text-xs font-medium text-white ring-1 ring-white/25 backdrop-blur-md transition hover:bg-black/60"
        >
          {post.category}
        </Link>
      )}
    </article>
  )
}
