import { ArticleBody } from '@/components/article/ArticleBody'
import { ArticleFooter } from '@/components/article/ArticleFooter'
import { ArticleHeader } from '@/components/article/ArticleHeader'
import { useAnchorScroll } from '@/components/article/use-anchor-scroll'
import { ARTICLE_WRAPPER_ID } from '@/components/NotFound'
import { useSite } from '@/components/theme/theme-context'
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
  const { config } = useSite()
  const { GAME_FRAME_HOSTS } = useGameConfig()
  useAnchorScroll()
  const game = gameOf(post, GAME_FRAME_HOSTS)
  return (
    <div className="space-y-3">
      {game && <GamePlayer post={post} game={game} />}
      <article id={ARTICLE_WRAPPER_ID} className={cn(CARD, 'px-4 py-6 md:px-8')}>
        <ArticleHeader
          post={post}
          className="mb-6 text-muted"
          classes={{ title: 'font-bold text-neutral-900 dark:text-white' }}
        />
        <ArticleBody post={post} config={config} />
        <ArticleFooter post={post} classes={{ section, backTop: 'mt-6 text-muted' }} />
      </article>
      {game && <MoreGames current={post.id} />}
    </div>
  )
}
