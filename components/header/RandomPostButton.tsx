import { useRouter } from 'next/router'
import { useState, type ReactNode } from 'react'
import { pickRandomHref } from '@/components/header/random-post'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useSite } from '@/components/theme/theme-context'
import { loadThemeData } from '@/components/theme/use-theme-data'
import { useMessages } from '@/lib/i18n/use-messages'
import { log } from '@/lib/log'

/**
 * Goes to a random listed post other than the one shown. The list of posts is fetched on the
 * first click (the theme-data document), never carried in every page's props: it grows with the
 * number of posts, and most visitors never press the button.
 */
export function RandomPostButton({
  className,
  children
}: {
  className?: string
  /** Visible content replacing the icon (it then names the button). */
  children?: ReactNode
}) {
  const t = useMessages()
  const router = useRouter()
  const site = useSite()
  const [busy, setBusy] = useState(false)
  const go = async () => {
    setBusy(true)
    try {
      const posts = site.themeData.allPosts ?? (await loadThemeData(site.themeDataUrl)).allPosts
      const internal = (posts ?? []).filter((p) => p.target !== '_blank').map((p) => p.href)
      const href = pickRandomHref(internal, router.asPath.split(/[?#]/)[0] ?? '')
      if (href) await router.push(href)
    } catch (error) {
      log.warn(`random post: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={children ? undefined : t.MENU.RANDOM_POST}
      title={t.MENU.RANDOM_POST}
      aria-busy={busy || undefined}
      data-random-post=""
      onClick={() => void go()}
    >
      {children ?? (
        <StrokeIcon>
          <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
        </StrokeIcon>
      )}
    </button>
  )
}
