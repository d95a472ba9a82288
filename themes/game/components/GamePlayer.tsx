import { useEffect } from 'react'
import { IframePlayer } from '@/components/game/IframePlayer'
import { InstallButton } from '@/components/game/InstallButton'
import { useGameManifest } from '@/components/game/use-game-manifest'
import { useSite } from '@/components/theme/theme-context'
import type { Game } from '@/lib/content/game'
import { addRecent } from '@/lib/content/recent-games'
import type { PostSummary } from '@/lib/content/types'
import { coverImages } from '@/lib/body/cover-images'
import { useGameStrings } from '@/themes/game/strings'

const HOVER =
  'hover:bg-violet-100 hover:text-violet-800 dark:hover:bg-white/10 dark:hover:text-white'
const ICON_BUTTON = `inline-flex h-9 w-9 items-center justify-center rounded-lg ${HOVER}`
const BUTTON = `rounded-lg px-3 py-1.5 text-sm font-medium ${HOVER}`

/** The game's player, a full screen tall (less the page's margins on xl); opening it counts as playing. */
export function GamePlayer({ post, game }: { post: PostSummary; game: Game }) {
  const { site } = useSite()
  const s = useGameStrings()
  useEffect(() => void addRecent(post.id), [post.id])
  const covers = coverImages(post.cover ?? site.cover, post.id)
  useGameManifest({ title: post.title, href: post.href, icon: covers?.thumbnail ?? null })
  return (
    <IframePlayer
      key={game.href}
      game={game}
      title={post.title}
      cover={covers?.placeholder ?? null}
      siteTitle={site.title}
      siteDescription={site.description}
      sourceLabel={s.OPEN_AT_SOURCE}
      actions={<InstallButton label={s.INSTALL} className={BUTTON} />}
      classes={{
        root: 'overflow-hidden rounded-xl bg-white shadow-sm dark:bg-[#1F2030]',
        box: 'xl:h-[calc(100vh-8rem)]',
        toolbar: 'text-neutral-700 dark:text-neutral-200',
        tip: 'text-violet-700 dark:text-violet-300',
        button: ICON_BUTTON
      }}
    />
  )
}
