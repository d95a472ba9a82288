/**
 * Every theme's conf, readable by data code without loading any markup: one line per id of
 * conf/themes/ids.ts (a missing one does not compile). A new theme adds its id there, its line
 * here and in themes/registry.ts.
 */
import type { ThemeConf } from '@/conf/themes/define'
import { commerceConf } from '@/conf/themes/commerce'
import { exampleConf } from '@/conf/themes/example'
import { fukasawaConf } from '@/conf/themes/fukasawa'
import { gameConf } from '@/conf/themes/game'
import { gitbookConf } from '@/conf/themes/gitbook'
import { heoConf } from '@/conf/themes/heo'
import { hexoConf } from '@/conf/themes/hexo'
import type { ThemeId } from '@/conf/themes/ids'
import { landingConf } from '@/conf/themes/landing'
import { magzineConf } from '@/conf/themes/magzine'
import { materyConf } from '@/conf/themes/matery'
import { mediumConf } from '@/conf/themes/medium'
import { movieConf } from '@/conf/themes/movie'
import { navConf } from '@/conf/themes/nav'
import { nextConf } from '@/conf/themes/next'
import { nobeliumConf } from '@/conf/themes/nobelium'
import { photoConf } from '@/conf/themes/photo'
import { plogConf } from '@/conf/themes/plog'
import { proxioConf } from '@/conf/themes/proxio'
import { simpleConf } from '@/conf/themes/simple'
import { starterConf } from '@/conf/themes/starter'

export const THEME_CONFS = {
  commerce: commerceConf,
  example: exampleConf,
  fukasawa: fukasawaConf,
  game: gameConf,
  gitbook: gitbookConf,
  heo: heoConf,
  hexo: hexoConf,
  landing: landingConf,
  magzine: magzineConf,
  matery: materyConf,
  medium: mediumConf,
  movie: movieConf,
  nav: navConf,
  next: nextConf,
  nobelium: nobeliumConf,
  photo: photoConf,
  plog: plogConf,
  proxio: proxioConf,
  simple: simpleConf,
  starter: starterConf
} satisfies Record<ThemeId, ThemeConf>

const themeKeyNames = new Set(
  Object.values(THEME_CONFS).flatMap(({ keys }) =>
    Object.entries(keys).flatMap(([name, spec]) => [name, ...(spec.aliases ?? [])])
  )
)

/** Whether a Notion Config row names a theme's setting (so it is not reported as unknown). */
export const isThemeSetting = (name: string) => themeKeyNames.has(name)
