import { ArticleFooter } from '@/components/article/ArticleFooter'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { ArticleLayout } from '@/components/article/ArticleLayout'
import { gameOf } from '@/lib/content/game'
import type { PostProps } from '@/lib/theme/props'
import { cn } from '@/lib/style/cn'
import { GamePlayer } from '@/themes/game/components/GamePlayer'
import { MoreGames } from '@/themes/game/components/MoreGames'
import { CARD } from '@/themes/game/components/styles'
import { useGameConfig } from '@/themes/game/config'

const section = 'mt-8 border-t border-black/10 pt-6 dark:border-white/10'

/**
 * A game: the player, then a card with its title, body, share bar, prev / next, related posts
 * and comments, then the other games. A post without a game is the card alone.
 */
export function LayoutSlug({ post }: PostProps) {
  const { GAME_FRAME_HOSTS } = useGameConfig()
  const game = gameOf(post, GAME_FRAME_HOSTS)
  return (
    <ArticleLayout
      post={post}
      className={cn(CARD, 'px-4 py-6 md:px-8')}
      frame={(article) => (
        <div className="space-y-3">
          {game && <GamePlayer post={post} game={game} />}
          {article}
          {game && <MoreGames current={post.id} />}
        </div>
      )}
    >
      {({ body }) => (
        <>
          <ArticleHeader
            post={post}
            className="mb-6 text-muted"
            classes={{ title: 'mb-3 text-3xl font-bold text-neutral-900 dark:text-white' }}
          />
          {body}
          <ArticleFooter post={post} classes={{ section, backTop: 'mt-6 text-muted' }} />
        </>
      )}
    </ArticleLayout>
  )
}
