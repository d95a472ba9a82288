import { NotionRenderer } from '@/components/notion-renderer'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'

/** The site's notice above the list: a left rule, its title small, its body as written. */
export function Notice() {
  const site = useSite()
  const t = useMessages()
  const notice = site.notice
  if (!notice) return null
  return (
    <section
      aria-label={t.COMMON.ANNOUNCEMENT}
      className="mb-10 border-l-2 border-neutral-900 pl-4 text-sm dark:border-neutral-100"
    >
      <h2 className="mb-1 font-medium">{notice.post.title || t.COMMON.ANNOUNCEMENT}</h2>
      {notice.body ? (
        <NotionRenderer body={notice.body} config={site.config} />
      ) : (
        notice.post.summary && <p>{notice.post.summary}</p>
      )}
    </section>
  )
}
