import { GameMosaic } from '@/components/game/GameMosaic'
import { AdSlot } from '@/components/integrations/AdSlot'
import { useSite } from '@/components/theme/theme-context'
import { gameCardOf, type GameCard } from '@/lib/content/game'
import type { PostSummary } from '@/lib/content/types'
import { adUnitAttributes } from '@/lib/integrations/ads'
import { useGameConfig } from '@/themes/game/config'
import { TILE } from '@/themes/game/components/styles'

/**
 * The posts as the game mosaic, one to four columns: recommended games large
 * (GAME_INDEX_EXPAND_RECOMMEND), the rest in 2×2 groups, an ad every ninth place when an
 * in-feed ad unit is configured.
 */
export function Mosaic({ posts }: { posts: PostSummary[] }) {
  const { config } = useSite()
  const game = useGameConfig()
  const ad = adUnitAttributes(config, 'flow') ? <AdSlot config={config} kind="flow" /> : null
  const isLarge = (card: GameCard) =>
    game.GAME_INDEX_EXPAND_RECOMMEND && card.tags.includes(game.GAME_RECOMMEND_TAG)
  return (
    <GameMosaic
      games={posts.map(gameCardOf)}
      isLarge={isLarge}
      ad={ad}
      classes={{
        root: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4',
        large: 'h-80',
        // The last group, when short, is one row of tiles rather than a blank second row.
        group: 'h-80 data-[count=1]:h-40 data-[count=2]:h-40',
        ad: 'h-80 rounded-lg',
        tile: { root: TILE }
      }}
    />
  )
}
