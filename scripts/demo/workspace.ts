/**
 * The demo workspace: every row, in the database's view order (site rows first, then posts newest
 * first, as an owner would sort them in Notion), built with the shared workspace builder.
 */
import {
  buildWorkspace,
  type BuiltWorkspace,
  type PreviewImage,
  type RowInput
} from '../lib/workspace-builder'
import { coverUrl } from './art/render'
import { filmInWinter, cityNights } from './posts/chinese'
import { darkroomKitchenSink, openFilms, zoneSystem } from './posts/film'
import { fifteenPuzzle, memoryPairs, reactionTimer } from './posts/games'
import { camerasICarry, portfolio, scanningNegatives } from './posts/gear'
import { mdnWeb, nextDocs, notionHelp, reactDocs } from './posts/links'
import { about, colophon, config, menus, notice } from './posts/pages'
import { howThisSiteWorks, writingInNotion } from './posts/site-notes'
import {
  aLensISold,
  contactSheets,
  icelandDraft,
  lettersFrom2099,
  printShop
} from './posts/special'
import { harbourBlueHour, winterCoast } from './posts/travel-cities'
import { desertWeek, saltFlatsMoonrise } from './posts/travel-desert'
import {
  beforeTheFogLifts,
  mountainLakes,
  ridgeNightWalk,
  seaOfClouds
} from './posts/travel-mountains'
import { ZH_ROWS, ZH_SEED } from './posts/zh-site'
import { SEED, TIME } from './site'

const POSTS: RowInput[] = [
  harbourBlueHour,
  beforeTheFogLifts,
  darkroomKitchenSink,
  ridgeNightWalk,
  zoneSystem,
  openFilms,
  desertWeek,
  winterCoast,
  filmInWinter,
  aLensISold,
  camerasICarry,
  mountainLakes,
  cityNights,
  scanningNegatives,
  portfolio,
  howThisSiteWorks,
  writingInNotion,
  printShop,
  saltFlatsMoonrise,
  contactSheets,
  seaOfClouds,
  icelandDraft,
  lettersFrom2099,
  reactionTimer,
  fifteenPuzzle,
  memoryPairs,
  notionHelp,
  nextDocs,
  reactDocs,
  mdnWeb
]

const dateOf = (row: RowInput) =>
  typeof row.date === 'string' ? row.date : (row.date?.start_date ?? '')

export const DEMO_ROWS: RowInput[] = [
  config,
  notice,
  ...menus,
  about,
  colophon,
  ...[...POSTS].sort((a, b) => dateOf(b).localeCompare(dateOf(a)))
]

export function buildDemoWorkspace(previewImages: Record<string, PreviewImage>): BuiltWorkspace {
  return buildWorkspace(
    {
      seed: SEED,
      name: 'Silver & Light',
      description: 'A photographer’s notebook: light, weather, film and the edges of cities.',
      icon: '/avatar.svg',
      cover: coverUrl('sea-of-clouds'),
      time: TIME,
      previewImages
    },
    DEMO_ROWS
  )
}

/** The /zh/ site: its own database, its own Config table (title and description in Chinese). */
export function buildZhWorkspace(previewImages: Record<string, PreviewImage>): BuiltWorkspace {
  return buildWorkspace(
    {
      seed: ZH_SEED,
      name: '银与光',
      description: '一个摄影师的笔记本。',
      icon: '/avatar.svg',
      cover: coverUrl('sea-of-clouds'),
      time: TIME,
      previewImages
    },
    ZH_ROWS
  )
}
