import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { safeUrl } from '@/lib/body/safe-url'
import { absoluteUrl } from '@/lib/share/share-urls'
import { cn, type ClassSlots } from '@/lib/style/cn'

/**
 * `root` replaces the box's frame (left border, background, padding: FRAME); the others add to
 * their part's classes.
 */
export type CopyrightNoticeClasses = ClassSlots<'root' | 'label' | 'value' | 'link'>

/** The box's frame when the theme gives none. */
const FRAME = 'border-l-4 border-neutral-400 bg-neutral-100 px-4 py-3 dark:bg-white/5'

/** The box under an article: its author, its permanent link and the licence line. */
export function CopyrightNotice({
  post,
  classes = {}
}: {
  post: PostSummary
  classes?: CopyrightNoticeClasses
}) {
  const t = useMessages()
  const { site, config } = useSite()
  const url = safeUrl(absoluteUrl(config.LINK, post.href))
  const rows = [
    { label: t.POST.COPYRIGHT_AUTHOR, value: site.author },
    {
      label: t.POST.COPYRIGHT_LINK,
      value: url && (
        <a href={url} className={cn('break-all hover:underline', classes.link)}>
          {url}
        </a>
      )
    },
    { label: t.POST.COPYRIGHT, value: t.POST.COPYRIGHT_LICENCE }
  ]
  return (
    <dl data-part="copyright" className={cn('space-y-1 text-sm', classes.root ?? FRAME)}>
      {rows.map((row) => (
        <div key={row.label} className="flex gap-2">
          <dt className={cn('shrink-0 font-semibold', classes.label)}>{row.label}:</dt>
          <dd className={cn('min-w-0', classes.value)}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
