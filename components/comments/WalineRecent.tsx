import { useEffect, useState } from 'react'
import type { PublicConfig } from '@/lib/config/types'
import { httpsBase } from '@/lib/integrations/ids'
import { log } from '@/lib/log'
import { safeUrl } from '@/lib/body/safe-url'
import { waline, type WalineRecentComment } from '@/components/comments/waline-client'

const plain = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? ''

/**
 * The latest Waline comments, for a theme's sidebar (COMMENT_WALINE_RECENT). The comment bodies
 * arrive as HTML: only their text is shown.
 */
export function WalineRecent({ config, count = 5 }: { config: PublicConfig; count?: number }) {
  const [comments, setComments] = useState<WalineRecentComment[]>([])
  const serverURL = config.COMMENT_WALINE_RECENT
    ? httpsBase('COMMENT_WALINE_SERVER_URL', config.COMMENT_WALINE_SERVER_URL)
    : null
  useEffect(() => {
    if (!serverURL) return
    waline()
      .then((client) => client.RecentComments({ serverURL, count }))
      .then(({ comments: list }) => setComments(Array.isArray(list) ? list : []))
      .catch((error: unknown) => log.warn(`Waline recent comments: ${String(error)}`))
  }, [serverURL, count])
  if (!serverURL || comments.length === 0) return null
  return (
    <ul data-waline-recent="" className="space-y-2 text-sm">
      {comments.map((c) => (
        <li key={c.objectId}>
          <a href={safeUrl(c.url) ?? '#'}>
            {String(c.nick)}: {plain(String(c.comment)).slice(0, 80)}
          </a>
        </li>
      ))}
    </ul>
  )
}
