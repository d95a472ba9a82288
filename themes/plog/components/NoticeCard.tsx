import { NotionRenderer } from '@/components/notion-renderer'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'

/** The site's notice (announcement) in a quiet card, its body through the shared renderer. */
export function NoticeCard({ className = '' }: { className?: string }) {
  const site = useSite()
  const t = useMessages()
  const notice = site.notice
  if (!notice) return null
  return (
    <section
      aria-label={t.COMMON.ANNOUNCEMENT}
      className={`rounded-2xl border border-black/10 bg-neutral-50 px-5 py-4 text-sm dark:border-white/10 dark:bg-neutral-950 ${className}`}
    >
      <h2 className="mb-1 flex items-center gap-2 text-xs font-semibold tracking-widest text-neutral-500 uppercase dark:text-neutral-400">
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-amber-500" />
        {notice.post.title || t.COMMON.ANNOUNCEMENT}
      </h2>
      {notice.body ? (
        <NotionRenderer body={notice.body} config={site.config} className="plog-notice" />
      ) : (
        notice.post.summary && <p>{notice.post.summary}</p>
      )}
    </section>
  )
}
