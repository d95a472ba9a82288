import { safeUrl } from '@/lib/render/safe-url'
import { useSite } from '@/components/theme/theme-context'
import type { PostSummary } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn } from '@/lib/style/cn'

/** The article's copyright box: author, permanent link, licence. */
export function Copyright({ post, className }: { post: PostSummary; className?: string }) {
  const t = useMessages()
  const { site } = useSite()
  const url =
    post.target === '_blank' ? safeUrl(post.href) : `${site.link.replace(/\/$/, '')}${post.href}`
  const link = url ? (
    <a href={url} className="hover:underline">
      {url}
    </a>
  ) : null
  const rows = [
    [t.COPYRIGHT.AUTHOR, site.author],
    [t.COPYRIGHT.LINK, link],
    [t.COPYRIGHT.NOTICE, t.COPYRIGHT.LICENSE]
  ] as const
  return (
    <dl
      data-hexo-copyright=""
      className={cn(
        'space-y-1 rounded-lg border-l-4 border-(--hexo-accent) bg-neutral-100 p-4 text-sm dark:bg-white/5',
        className
      )}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex gap-2">
          <dt className="shrink-0 font-semibold">{label}:</dt>
          <dd className="min-w-0 break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
