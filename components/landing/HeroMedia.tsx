import { VideoThumb, type VideoThumbSlots } from '@/components/landing/VideoThumb'
import type { LandingMedia } from '@/components/landing/types'
import { frameSandbox, frameSource } from '@/lib/landing/frame-source'
import { resourceUrl } from '@/lib/body/resource-url'
import { safeResourceUrl } from '@/lib/body/safe-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `media` replaces the box's classes (`relative`), `image` the picture's height and corners,
 * `frame` a framed page's corners and shadow (`rounded-xl shadow-xl`).
 */
export type HeroMediaSlots = ClassSlots<'media' | 'image' | 'preview' | 'frame'> & VideoThumbSlots

/**
 * The address a media item would load, or null when it is not safe to show. A frame's or video's
 * address comes from a setting (the base path is added here); an image's is one the theme has
 * already mapped (coverImages, resourceUrl), so it is only checked.
 */
export const mediaSource = (media: LandingMedia): string | null =>
  media.kind === 'video' || media.kind === 'iframe'
    ? frameSource(media.src)
    : safeResourceUrl(media.src)

/** A hero's image, framed screenshot, framed page or video thumbnail; nothing when unsafe. */
export function HeroMedia({
  media,
  classes = {}
}: {
  media: LandingMedia
  classes?: HeroMediaSlots
}) {
  const body = mediaBody(media, classes)
  if (!body) return null
  return (
    <div data-part="media" data-media={media.kind} className={classes.media ?? 'relative'}>
      {body}
    </div>
  )
}

function mediaBody(media: LandingMedia, classes: HeroMediaSlots) {
  if (media.kind === 'video') {
    if (!frameSource(media.src)) return null
    return (
      <VideoThumb
        src={media.src}
        thumbnail={resourceUrl(media.thumbnail)}
        title={media.title}
        tips={media.tips}
        classes={classes}
      />
    )
  }
  if (media.kind === 'iframe') {
    const src = frameSource(media.src)
    return src ? (
      <iframe
        src={src}
        title={media.title}
        sandbox={frameSandbox(src)}
        loading="lazy"
        data-part="frame"
        className={cn('aspect-video w-full border-0', classes.frame ?? 'rounded-xl shadow-xl')}
      />
    ) : null
  }
  const src = mediaSource(media)
  if (!src) return null
  const preview = media.kind === 'preview'
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- a setting's image: no optimiser
    <img
      src={src}
      alt={media.alt}
      width={media.width ?? 1200}
      height={media.height ?? 675}
      fetchPriority="high"
      data-part="image"
      className={cn(
        'w-full',
        classes.image ?? cn('h-auto', preview ? 'rounded-b-lg' : 'rounded-xl')
      )}
    />
  )
  if (!preview) return image
  return (
    <div
      data-part="preview"
      className={cn(
        'overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100 shadow-2xl dark:border-neutral-700 dark:bg-neutral-800',
        classes.preview
      )}
    >
      <div aria-hidden="true" className="flex gap-1.5 px-3 py-2">
        <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
        <span className="h-2.5 w-2.5 rounded-full bg-green-400" />
      </div>
      {image}
    </div>
  )
}
