import { Link } from '@/components/Link'
import type { LinkEntry } from '@/lib/content/link-directory'
import { resourceUrl } from '@/lib/body/resource-url'
import { cn, type ClassSlots } from '@/lib/style/cn'

/** `letter` replaces the letter's background and `summary` the summary's colour; the others add. */
export type LinkTileClasses = ClassSlots<'icon' | 'letter' | 'title' | 'summary'>

export interface LinkTileProps {
  link: Pick<LinkEntry, 'title' | 'href' | 'target' | 'summary' | 'icon'>
  /** Shown in place of a missing summary. */
  noDescription: string
  className?: string
  classes?: LinkTileClasses
}

const BOX = 'flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-xl'

/** The tile's icon: the Notion page icon (emoji or a safe image), else the title's first letter. */
function TileIcon({ link, classes }: Pick<LinkTileProps, 'link' | 'classes'>) {
  const icon = link.icon?.trim() ?? ''
  const isImage = icon.startsWith('http') || icon.startsWith('/')
  const src = isImage ? resourceUrl(icon) : null
  if (src)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- images are plain <img>
      <img
        src={src}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className={cn(BOX, 'object-contain', classes?.icon)}
      />
    )
  // An emoji is a few code points; any other text (a broken URL) falls back to the letter.
  if (icon && !isImage && Array.from(icon).length <= 8)
    return (
      <span aria-hidden="true" className={cn(BOX, 'text-2xl leading-none', classes?.icon)}>
        {icon}
      </span>
    )
  const letter = Array.from(link.title.trim())[0]?.toUpperCase() ?? '?'
  return (
    <span
      aria-hidden="true"
      data-part="letter"
      className={cn(BOX, 'text-lg font-semibold', classes?.letter ?? 'bg-neutral-200')}
    >
      {letter}
    </span>
  )
}

/**
 * A link directory's tile: icon, title and summary (or `noDescription`), the whole tile one
 * link. An external post opens in a new tab (Link adds rel="noopener noreferrer").
 */
export function LinkTile({ link, noDescription, className, classes = {} }: LinkTileProps) {
  return (
    <Link
      href={link.href}
      target={link.target}
      data-link-tile=""
      data-external={link.target === '_blank' || undefined}
      className={cn('flex items-center gap-3 p-3', className)}
    >
      <TileIcon link={link} classes={classes} />
      <span className="min-w-0 flex-1">
        <span data-part="title" className={cn('block truncate font-semibold', classes.title)}>
          {link.title}
        </span>
        <span
          data-part="summary"
          className={cn('mt-0.5 line-clamp-2 text-xs', classes.summary ?? 'text-muted')}
        >
          {link.summary || noDescription}
        </span>
      </span>
    </Link>
  )
}
