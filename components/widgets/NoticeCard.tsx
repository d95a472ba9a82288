import { keptPart } from '@/components/theme/kept-part'
import { lazyLayout } from '@/components/theme/lazy-layout'
import { useSite } from '@/components/theme/theme-context'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface NoticeCardProps {
  /**
   * 'body': the notice's page through the shared renderer (its summary when it has no body); a
   * body without interactive blocks keeps the server's HTML and loads no renderer.
   * 'summary': one line, its summary or else its title.
   */
  show?: 'body' | 'summary'
  /** 'title': the notice's own title heads it; 'label': the word "Announcement". */
  heading?: 'title' | 'label'
  /** A small dot before the heading. */
  marker?: boolean
  className?: string
  /** `heading` replaces the heading's classes (`mb-1 font-medium`); the others add to theirs. */
  classes?: ClassSlots<'heading' | 'marker' | 'body'>
}

const loadBody = () => import('@/components/notion-renderer/StaticBody').then((m) => m.StaticBody)

// The body's code loads only for a notice that shows it: in summary mode, or for a body of plain
// markup (kept as the server drew it), a page ships none of it.
const KeptBody = keptPart(loadBody)
const LiveBody = lazyLayout(loadBody)

/** The site's notice (announcement); nothing when the site has none. */
export function NoticeCard({
  show = 'body',
  heading = 'title',
  marker,
  className,
  classes = {}
}: NoticeCardProps) {
  const site = useSite()
  const t = useMessages()
  const notice = site.notice
  if (!notice) return null
  const { title, summary } = notice.post
  const label = heading === 'title' ? title || t.COMMON.ANNOUNCEMENT : t.COMMON.ANNOUNCEMENT
  return (
    <section aria-label={t.COMMON.ANNOUNCEMENT} data-widget="notice" className={className}>
      <h2 data-part="heading" className={classes.heading ?? 'mb-1 font-medium'}>
        {marker && (
          <span
            aria-hidden="true"
            data-part="marker"
            className={cn('h-1.5 w-1.5 rounded-full bg-amber-500', classes.marker)}
          />
        )}
        {label}
      </h2>
      {show === 'body' && notice.body ? (
        notice.bodyIsMarkup ? (
          <KeptBody body={notice.body} config={site.config} className={classes.body} />
        ) : (
          <LiveBody body={notice.body} config={site.config} className={classes.body} />
        )
      ) : show === 'body' ? (
        summary && <p data-part="body">{summary}</p>
      ) : (
        <p data-part="body" className={classes.body}>
          {summary ?? title}
        </p>
      )}
    </section>
  )
}
