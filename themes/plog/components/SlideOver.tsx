import { useId } from 'react'
import { SiteFooter } from '@/components/SiteFooter'
import { useDialog } from '@/components/use-dialog'
import { AuthorCard } from '@/components/widgets/AuthorCard'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { useSite } from '@/components/theme/theme-context'
import styles from '@/themes/plog/plog.module.css'
import { CloseButton } from '@/themes/plog/components/CloseButton'
import { ICON_BUTTON } from '@/themes/plog/components/BottomBar'

/** plog's slide-over: a bottom panel about the author, the contacts and the footer. */
export function SlideOver({ onClose }: { onClose: () => void }) {
  const site = useSite()
  const t = useMessages()
  const titleId = useId()
  const { initialFocus, onKeyDown } = useDialog<HTMLButtonElement>(onClose)
  return (
    <div
      className={`fixed inset-0 z-50 flex items-end bg-black/30 backdrop-blur-sm dark:bg-black/60 ${styles.fadeIn}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className={`relative w-full rounded-t-3xl border-t border-black/10 bg-white/90 shadow-[0_-20px_60px_-20px_rgba(0,0,0,0.35)] backdrop-blur-xl dark:border-white/10 dark:bg-neutral-950/90 ${styles.rise}`}
      >
        <div className="mx-auto grid max-w-5xl gap-8 px-6 pt-8 pb-10 sm:px-10 md:grid-cols-[1fr_auto]">
          <AuthorCard
            title={format(t.COMMON.ABOUT_AUTHOR, { author: site.site.author })}
            titleId={titleId}
            titleAs="h2"
            contacts
            contactsRss
            classes={{
              layout: 'block items-start gap-3',
              name: 'text-2xl font-semibold tracking-tight',
              bio: 'mt-3 max-w-prose leading-relaxed text-neutral-600 dark:text-neutral-300',
              contacts: 'mt-6',
              contactSlots: {
                heading: 'mb-3 text-xs font-semibold tracking-widest text-muted uppercase',
                link: 'flex h-10 w-10 items-center justify-center rounded-full bg-black/5 text-neutral-700 transition hover:-translate-y-0.5 hover:bg-black hover:text-white dark:bg-white/10 dark:text-neutral-200 dark:hover:bg-white dark:hover:text-black'
              }
            }}
          />
          <SiteFooter
            site={site}
            className="self-end text-sm text-neutral-500 md:text-right dark:text-neutral-400"
            classes={{ link: 'underline' }}
          />
        </div>
        <CloseButton
          ref={initialFocus}
          onClick={onClose}
          className={`${ICON_BUTTON} absolute top-4 right-4`}
        />
      </div>
    </div>
  )
}
