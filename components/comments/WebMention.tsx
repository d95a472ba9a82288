import { useEffect, useState } from 'react'
import { log } from '@/lib/log'
import { mentionsUrl, parseMentions, type Mention } from '@/lib/integrations/webmention'
import type { CommentProviderProps } from '@/components/comments/types'

/** Mentions of this post from webmention.io, drawn as plain React: likes, reposts and replies. */
export default function WebMentionComments({ config }: CommentProviderProps) {
  const [mentions, setMentions] = useState<Mention[] | null>(null)
  useEffect(() => {
    const target = new URL(window.location.pathname, config.LINK).href
    const controller = new AbortController()
    fetch(mentionsUrl(target), { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((feed: unknown) => setMentions(parseMentions(feed)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) log.warn(`WebMention did not load: ${String(error)}`)
        setMentions([])
      })
    return () => controller.abort()
  }, [config.LINK])

  const likes = mentions?.filter((m) => m.kind === 'like' || m.kind === 'repost') ?? []
  const replies = mentions?.filter((m) => m.kind === 'reply' || m.kind === 'mention') ?? []
  const twitter = config.COMMENT_WEBMENTION_TWITTER_USERNAME.replace(/^@/, '')
  return (
    <div data-comment-provider="webmention" className="space-y-3 text-sm">
      <p>
        {likes.length} ♥ · {replies.length} ✎
        {twitter && /^\w{1,15}$/.test(twitter) ? (
          <>
            {' · '}
            <a href={`https://x.com/${twitter}`} rel="noopener noreferrer" target="_blank">
              @{twitter}
            </a>
          </>
        ) : null}
      </p>
      <ul className="space-y-2">
        {replies.map((m, i) => (
          <li key={`${m.url ?? ''}${i}`} data-mention="">
            {m.authorUrl ? (
              <a href={m.authorUrl} rel="noopener noreferrer nofollow" target="_blank">
                {m.author}
              </a>
            ) : (
              <strong>{m.author}</strong>
            )}
            {m.text ? `: ${m.text}` : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
