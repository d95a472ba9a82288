import { useEffect } from 'react'
import { IframePlayer } from '@/components/game/IframePlayer'
import { useSite } from '@/components/theme/theme-context'
import type { Game } from '@/lib/content/game'
import { addRecent } from '@/lib/content/recent-games'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/render/cover-images'
import { useGameStrings } from '@/themes/game/strings'

/** The game's player, a full screen tall (less the page's margins on xl); opening it counts as playing. */
export function GamePlayer({ post, game }: { post: PostSummary; game: Game }) {
  const { site } = useSite()
  const s = useGameStrings()
  useEffect(() => void addRecent(post.id), [post.id])
  return (
    <IframePlayer
      key={game.href}
      game={game}
      title={post.title}
      cover={coverImages(post.cover ?? site.cover, post.id)?.placeholder ?? null}
      siteTitle={site.title}
      siteDescription={site.description}
      sourceLabel={s.OPEN_AT_SOURCE}
      classes={{
        root: 'overflow-hidden rounded-xl bg-white shadow-sm dark:bg-[#1F2030]',
        box: 'xl:h-[calc(100vh-8rem)]',
        toolbar: 'text-neutral-700 dark:text-neutral-200',
        tip: 'text-violet-700 dark:text-violet-300',
        button:
          'inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-violet-100 hover:text-violet-800 dark:hover:bg-white/10 dark:hover:text-white'
      }}
    />
  )
}
