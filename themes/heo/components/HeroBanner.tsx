import { ConfigLink } from '@/components/ConfigLink'
import { RandomPostButton } from '@/components/header/RandomPostButton'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { SkillWall } from '@/themes/heo/components/SkillWall'
import { CARD } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

const TILES = [
  'from-[#358bff] to-[#15c6ff]',
  'from-[#f65] to-[#ffbf37]',
  'from-[#18e7ae] to-[#1eebeb]'
]

/**
 * The hero's left half: the banner card (three titles over the skill wall; hovered, a panel
 * that opens a random post) and the three shortcut tiles under it.
 */
export function HeroBanner() {
  const config = useHeoConfig()
  const s = useHeoStrings()
  const tiles = [config.HEO_HERO_CATEGORY_1, config.HEO_HERO_CATEGORY_2, config.HEO_HERO_CATEGORY_3]
  return (
    <div className="flex w-[calc(100vw-2rem)] shrink-0 snap-start flex-col gap-3 md:w-auto md:min-w-0 md:flex-1">
      <div
        data-heo-banner=""
        className={cn(CARD, 'group relative h-[21rem] overflow-hidden p-8 md:h-auto md:flex-1')}
      >
        <div className="relative z-10 max-w-[60%]">
          <p className="text-3xl leading-tight font-bold md:text-4xl">{config.HEO_HERO_TITLE_1}</p>
          <p className="text-3xl leading-tight font-bold md:text-4xl">{config.HEO_HERO_TITLE_2}</p>
          <p className="text-muted mt-3 text-sm">{config.HEO_HERO_TITLE_3}</p>
        </div>
        <SkillWall pairs={config.HEO_GROUP_ICONS} label={s.SKILLS} />
        <RandomPostButton className="absolute inset-0 z-20 flex items-center justify-center bg-[#4f65f0]/85 text-4xl font-bold text-white opacity-0 backdrop-blur-md transition-opacity duration-300 group-hover:opacity-100 focus-visible:opacity-100 motion-reduce:transition-none dark:bg-[#ca8a04]/85 dark:text-neutral-950">
          {config.HEO_HERO_COVER_TITLE} →
        </RandomPostButton>
      </div>
      <ul data-heo-tiles="" className="grid grid-cols-3 gap-3">
        {tiles.map((tile, i) => (
          <li key={i}>
            <ConfigLink
              href={tile.url}
              className={cn(
                'flex h-16 items-center rounded-xl bg-gradient-to-r px-3 text-sm font-bold md:px-4 md:text-base text-neutral-950 transition-[filter] hover:brightness-110',
                TILES[i]
              )}
            >
              <span className="truncate">{tile.title}</span>
            </ConfigLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
