import { useState } from 'react'
import { CONSTANTS } from '@/conf/constants'
import type { PostSummary } from '@/lib/content/types'
import { format } from '@/lib/i18n/format'
import { useMessages } from '@/lib/i18n/use-messages'
import { log } from '@/lib/log'
import { absoluteUrl, SERVICE_NAMES, shareUrl, type ShareService } from '@/lib/share/share-urls'

export interface ShareBarProps {
  post: PostSummary
  /** The site's LINK: share links carry the absolute post URL. */
  link: string
  className?: string
}

const pill =
  'rounded-full border border-neutral-300 px-3 py-1 text-xs hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800'

/**
 * Plain share links for SHARE_SERVICES (no third-party script). 'link' and 'wechat' copy the
 * post URL: WeChat has no web share address.
 */
export function ShareBar({ post, link, className = '' }: ShareBarProps) {
  const t = useMessages()
  const [copied, setCopied] = useState<ShareService | null>(null)
  const url = absoluteUrl(link, post.href)
  const target = { url, title: post.title, summary: post.summary }
  const local: Partial<Record<ShareService, string>> = {
    link: t.POST.COPY_LINK,
    email: t.POST.SHARE_EMAIL,
    wechat: t.POST.SHARE_WECHAT,
    weibo: t.POST.SHARE_WEIBO
  }

  const copy = async (service: ShareService) => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(service)
    } catch (error) {
      log.warn(`Copying the link failed: ${String(error)}`)
    }
  }

  return (
    <div className={className}>
      <p className="mb-2 text-sm font-semibold">{t.POST.SHARE}</p>
      <ul className="flex flex-wrap gap-2" data-share-url={url}>
        {CONSTANTS.SHARE_SERVICES.map((service) => {
          const name = local[service] ?? SERVICE_NAMES[service]
          const href = shareUrl(service, target)
          const label =
            service === 'link' ? t.POST.COPY_LINK : format(t.POST.SHARE_ON, { service: name })
          return (
            <li key={service}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className={pill}
                  data-share={service}
                >
                  {name}
                </a>
              ) : (
                <button
                  type="button"
                  aria-label={label}
                  className={pill}
                  data-share={service}
                  onClick={() => void copy(service)}
                >
                  {name}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p role="status" className="mt-2 min-h-5 text-xs text-muted">
        {copied === 'wechat' ? t.POST.WECHAT_COPY : copied ? t.POST.LINK_COPIED : ''}
      </p>
    </div>
  )
}
