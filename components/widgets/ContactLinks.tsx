import type { ReactNode } from 'react'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { contactLinks } from '@/components/widgets/contact-links'
import { WechatQr, type WechatQrSlots } from '@/components/widgets/WechatQr'
import { resourceUrl } from '@/lib/body/resource-url'
import { withBasePath } from '@/lib/base-path'
import { routeBaseNow } from '@/lib/routing/routes'
import { FEED_PATHS } from '@/lib/seo/seo-routes'
import { useMessages } from '@/lib/i18n/use-messages'
import { cn, type ClassSlots } from '@/lib/style/cn'

export interface ContactLinksProps {
  /** Show the "contact me" heading above the icons. */
  heading?: boolean
  /** The heading's element: h3 (under a card's or section's h2) unless given. */
  headingAs?: 'h2' | 'h3'
  iconSize?: number
  /** End the row with a link to the RSS feed when ENABLE_RSS is on. */
  rss?: boolean
  className?: string
  /**
   * `heading` and `link` replace their part's classes (a link's: CONTACT_LINK_BOX with its
   * colours), `list` the row's gap (`gap-2`); `qr` goes to the WeChat button, which takes the
   * link's classes whole (its `button` slot adds to them).
   */
  classes?: ClassSlots<'heading' | 'list' | 'link'> & { qr?: WechatQrSlots }
  /** More items at the end of the row (each its own <li>). */
  children?: ReactNode
}

/** The RSS mark: a dot and two arcs, as a 24×24 line glyph. */
const RSS_GLYPH = (
  <>
    <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    <circle cx="5" cy="19" r="1" />
  </>
)

/** A contact link's round box (the start of a `link` slot that keeps the default size). */
export const CONTACT_LINK_BOX =
  'flex h-9 w-9 items-center justify-center rounded-full transition-colors'
/** The default link's colours but for the icon's on hover (for a slot that gives its own). */
export const CONTACT_LINK_IDLE =
  'text-neutral-600 hover:bg-black/5 dark:text-neutral-300 dark:hover:bg-white/10'
const LINK = `${CONTACT_LINK_BOX} ${CONTACT_LINK_IDLE} hover:text-neutral-900 dark:hover:text-white`

/**
 * A round icon link for each contact set in CONTACT_*, a WeChat button opening its QR code
 * when CONTACT_WECHAT_QR is set, and the feed when asked (`rss`) and on; nothing (not even the
 * heading) when there is none.
 */
export function ContactLinks({
  heading,
  headingAs: Heading = 'h3',
  iconSize = 19,
  rss = false,
  className,
  classes = {},
  children
}: ContactLinksProps) {
  const site = useSite()
  const t = useMessages()
  const qr = resourceUrl(site.config.CONTACT_WECHAT_QR)
  const all = contactLinks(site.config)
  const wechat = all.find((c) => c.key === 'CONTACT_WEHCHAT_PUBLIC')?.href ?? null
  const links = qr ? all.filter((c) => c.key !== 'CONTACT_WEHCHAT_PUBLIC') : all
  const feed =
    rss && site.config.ENABLE_RSS ? withBasePath(`${routeBaseNow()}${FEED_PATHS.rss}`) : null
  if (!links.length && !qr && !feed) return null
  return (
    <div data-widget="contacts" className={className}>
      {heading && (
        <Heading data-part="heading" className={classes.heading ?? 'mb-2 text-sm font-semibold'}>
          {t.COMMON.CONTACT_ME}
        </Heading>
      )}
      <ul data-part="list" className={cn('flex flex-wrap', classes.list ?? 'gap-2')}>
        {links.map((c) => {
          const email = c.key === 'CONTACT_EMAIL'
          const name = email ? t.POST.SHARE_EMAIL : c.name
          return (
            <li key={c.key}>
              <a
                href={c.href}
                target={email ? undefined : '_blank'}
                rel="noreferrer me"
                aria-label={name}
                title={name}
                data-part="link"
                data-contact={c.key.slice('CONTACT_'.length).toLowerCase()}
                className={classes.link ?? LINK}
              >
                <StrokeIcon size={iconSize}>{c.glyph}</StrokeIcon>
              </a>
            </li>
          )
        })}
        {qr && (
          <li>
            <WechatQr
              image={qr}
              href={wechat}
              iconSize={iconSize}
              classes={{ ...classes.qr, button: cn(classes.link ?? LINK, classes.qr?.button) }}
            />
          </li>
        )}
        {feed && (
          <li>
            <a
              href={feed}
              target="_blank"
              rel="noreferrer"
              aria-label={t.MENU.RSS}
              title={t.MENU.RSS}
              data-part="link"
              data-contact="rss"
              className={classes.link ?? LINK}
            >
              <StrokeIcon size={iconSize}>{RSS_GLYPH}</StrokeIcon>
            </a>
          </li>
        )}
        {children}
      </ul>
    </div>
  )
}
