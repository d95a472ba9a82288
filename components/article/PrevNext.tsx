import { Link } from '@/components/Link'
import type { PostLink } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface PrevNextProps {
  prev: PostLink | null
  next: PostLink | null
  className?: string
  /** `link` replaces a link's own classes (`hover:underline`). */
  classes?: ClassSlots<'link'>
}

/** Links to the neighbouring posts of the list order. */
export function PrevNext({ prev, next, className = '', classes = {} }: PrevNextProps) {
  const t = useMessages()
  if (!prev && !next) return null
  return (
    <nav
      aria-label={`${t.POST.PREVIOUS_POST} / ${t.POST.NEXT_POST}`}
      className={cn('flex justify-between gap-4 text-sm', className)}
    >
      {prev ? (
        <Link
          href={prev.href}
          target={prev.target}
          rel="prev"
          className={classes.link ?? 'hover:underline'}
        >
          <span className="block text-xs">← {t.POST.PREVIOUS_POST}</span>
          {prev.title}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          href={next.href}
          target={next.target}
          rel="next"
          className={cn('text-right', classes.link ?? 'hover:underline')}
        >
          <span className="block text-xs">{t.POST.NEXT_POST} →</span>
          {next.title}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
