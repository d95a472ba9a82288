import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { isBot } from '@/lib/comments/is-bot'
import type { PublicConfig } from '@/lib/config/types'
import type { PostSummary } from '@/lib/content/types'
import { useLocale, useMessages } from '@/lib/i18n/use-messages'
import { CommentTabs } from '@/components/comments/CommentTabs'
import { enabledProviders } from '@/components/comments/providers'
import { COMMENT_ANCHOR } from '@/components/comments/comment-systems'
import { useCommentTarget } from '@/components/comments/use-comment-target'

export interface CommentsProps {
  post: PostSummary | null
  config: PublicConfig
  className?: string
}

const noSubscription = () => () => {}
/** 'server' while rendering HTML and hydrating: the user agent is only known in the browser. */
const useVisitor = () =>
  useSyncExternalStore(
    noSubscription,
    () => (isBot(navigator.userAgent) ? 'bot' : 'reader'),
    () => 'server'
  )

/**
 * The comment area (SPEC §4): 'Loading...' with a spinner until it scrolls into view, then every
 * configured system (as tabs when there are several). Nothing without a post or a configured system, for bots, or when the
 * post's comment field is 'Hide'.
 */
export function Comments({ post, config, className = '' }: CommentsProps) {
  const t = useMessages()
  const lang = useLocale()
  const visitor = useVisitor()
  const providers = useMemo(() => enabledProviders(config), [config])
  const ref = useRef<HTMLElement>(null)
  const [inView, setInView] = useState(false)
  const shown = post !== null && post.comment !== 'Hide' && providers.length > 0
  useCommentTarget()

  useEffect(() => {
    const area = ref.current
    if (!area || inView) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setInView(true)
    })
    observer.observe(area)
    return () => observer.disconnect()
  }, [inView, visitor, shown])

  if (!shown || visitor !== 'reader') return null
  return (
    <section id={COMMENT_ANCHOR} ref={ref} aria-label={t.POST.COMMENTS} className={className}>
      {inView ? (
        providers.length === 1 ? (
          providers.map(({ id, Component }) => (
            <Component key={id} config={config} post={post} lang={lang} />
          ))
        ) : (
          <CommentTabs
            tabs={providers.map(({ id, label, Component }) => ({
              id,
              label,
              render: () => <Component config={config} post={post} lang={lang} />
            }))}
          />
        )
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {t.COMMON.LOADING}
        </p>
      )}
    </section>
  )
}
