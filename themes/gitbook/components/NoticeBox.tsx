import { NotionRenderer } from '@/components/notion-renderer'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import { RAIL_HEADING } from '@/themes/gitbook/components/styles'

/** The site's notice in a bordered box, its body through the shared renderer. */
export function NoticeBox() {
  const site = useSite()
  const t = useMessages()
  const notice = site.notice
  if (!notice) return null
  return (
    <section
      aria-label={t.COMMON.ANNOUNCEMENT}
      className="rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800"
    >
      <h2 className={RAIL_HEADING}>{notice.post.title || t.COMMON.ANNOUNCEMENT}</h2>
      {notice.body ? (
        <NotionRenderer body={notice.body} config={site.config} className="gitbook-notice" />
      ) : (
        notice.post.summary && <p>{notice.post.summary}</p>
      )}
    </section>
  )
}
