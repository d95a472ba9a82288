import { useRouter } from 'next/router'
import { useMessages } from '@/lib/i18n/use-messages'
import { useThemeData } from '@/components/theme/use-theme-data'
import { StrokeIcon } from '@/components/StrokeIcon'
import { pickRandomHref } from '@/components/header/random-post'

/**
 * Goes to a random listed post other than the one shown. Reads the theme data `allPosts`, so a
 * theme mounting it declares that need; disabled until the list has arrived.
 */
export function RandomPostButton({ className }: { className?: string }) {
  const t = useMessages()
  const router = useRouter()
  const posts = useThemeData('allPosts')
  const go = () => {
    const internal = (posts ?? []).filter((p) => p.target !== '_blank').map((p) => p.href)
    const href = pickRandomHref(internal, router.asPath.split(/[?#]/)[0] ?? '')
    if (href) void router.push(href)
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={t.MENU.RANDOM_POST}
      title={t.MENU.RANDOM_POST}
      disabled={!posts?.length}
      data-random-post=""
      onClick={go}
    >
      <StrokeIcon>
        <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
      </StrokeIcon>
    </button>
  )
}
