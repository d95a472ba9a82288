import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plogKeys } from '@/conf/themes/plog'
import type { KeyMap } from '@/lib/config/define'
import { loadConfig } from '@/lib/config/load-config'
import { resolveThemeConfig } from '@/lib/config/theme-config'
import { setLogSink } from '@/lib/log'
import { runMigration } from '@/scripts/migrate/migrate'

const FIXTURE = 'tests/fixtures/notionnext-4.8.4'
const BROKEN = 'tests/fixtures/notionnext-syntax-error'

interface NextEnv {
  loadEnvConfig(
    dir: string,
    dev: boolean,
    log: { info(): void; error(): void },
    forceReload: boolean
  ): { parsedEnv?: Record<string, string> }
  resetEnv(): void
}
const nextEnv = createRequire(createRequire(import.meta.url).resolve('next/package.json'))(
  '@next/env'
) as NextEnv

/** A .env.local as `next build` reads it, process.env left as it was. */
function readAsNext(dir: string): Record<string, string> {
  const { parsedEnv = {} } = nextEnv.loadEnvConfig(dir, false, { info() {}, error() {} }, true)
  nextEnv.resetEnv()
  return parsedEnv
}

function migrate(...args: string[]) {
  let report = ''
  const code = runMigration(args, process.cwd(), (text) => (report += text))
  return { code, report }
}

let dir: string
let restoreLog: () => void
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'np-migrate-'))
  restoreLog = setLogSink(() => {})
})
afterAll(async () => {
  restoreLog()
  await rm(dir, { recursive: true, force: true })
})

describe('npm run migrate on NotionNext 4.8.4 config files', () => {
  it('writes settings that NotionPress loads as NotionNext had them', async () => {
    // .env: Next.js skips .env.local when NODE_ENV is test.
    const out = path.join(dir, '.env')
    const { code, report } = migrate(FIXTURE, '--out', out)
    expect(code).toBe(0)
    expect(report).toContain('NotionNext 4.8.4 at ')
    const env = readAsNext(dir)
    expect(env.NEXT_PUBLIC_POST_PER_PAGE).toBeUndefined()
    const { config } = loadConfig({ env })
    expect(config).toMatchObject({
      NOTION_PAGE_ID: '7c1d570661754c8fbc568e00a01fd70e',
      LANG: 'en-US',
      AUTHOR: 'Mira Okafor',
      LINK: 'https://mira.example.com',
      APPEARANCE: 'auto',
      APPEARANCE_DARK_TIME: [19, 7],
      POSTS_PER_PAGE: 9,
      POSTS_SORT_BY: 'date',
      NEXT_REVALIDATE_SECOND: 60,
      UUID_REDIRECT: true,
      THEME_SWITCH: false,
      FONT_STYLE: 'font-serif',
      FONT_SERIF: ['"Noto Serif SC"', 'Georgia', 'serif'],
      COMMENT_UTTERANCES_REPO: 'mira/blog-comments',
      COMMENT_GISCUS_INPUT_POSITION: 'top',
      CONTACT_EMAIL: 'mira@example.com',
      NOTION_PROPERTY_CATEGORY: 'series',
      NOTION_PROPERTY_STATUS_PUBLISH: 'Live',
      NOTION_TOKEN_V2: 'v02%3Auser_token_or_cookies%3Anot-a-real-token'
    })
    expect(config.GREETING_WORDS).toHaveLength(4)
    expect(config.MUSIC_PLAYER_AUDIO_LIST).toEqual([
      {
        name: 'Fixer',
        artist: 'The Stop Baths',
        url: 'https://audio.example.com/fixer.mp3',
        cover: 'https://audio.example.com/fixer.jpg'
      }
    ])
    const plog = resolveThemeConfig('plog', plogKeys as KeyMap, { env })
    expect(plog).toMatchObject({ PLOG_MENU_ARCHIVE: true, PLOG_MENU_CATEGORY: true })
  })

  it('reports every key: mapped, already the default, not mapped with why, and the .env names', () => {
    const { report } = migrate(FIXTURE, '--dry-run')
    const line = (start: string) => report.split('\n').find((l) => l.trimStart().startsWith(start))
    expect(line('POSTS_PER_PAGE=')).toBe(
      '  POSTS_PER_PAGE=9 (NotionNext: NEXT_PUBLIC_POST_PER_PAGE)  [.env.local:3]'
    )
    expect(line('COMMENT_UTTERANCES_REPO=')).toBe(
      '  COMMENT_UTTERANCES_REPO=mira/blog-comments (NotionNext: COMMENT_UTTERRANCES_REPO)  [conf/comment.config.js:7]'
    )
    expect(line('NOTION_TOKEN_V2=')).toBe('  NOTION_TOKEN_V2=(secret, not shown)  [.env.local:6]')
    expect(report).not.toContain('not-a-real-token')
    expect(line('FRIEND_LINKS')).toBe(
      '  FRIEND_LINKS  [blog.config.js:45]: unknown: NotionPress has no setting of this name'
    )
    expect(line('MUSIC_PLAYER_ORDER')).toBe(
      '  MUSIC_PLAYER_ORDER  [conf/widget.config.js:8]: its value is a function (code), not data: set MUSIC_PLAYER_ORDER by hand'
    )
    expect(line('SINCE')).toBe(
      '  SINCE  [blog.config.js:8]: its value is computed by code when NotionNext builds (a function call): set SINCE by hand'
    )
    expect(line('BASE_PATH')).toBe('  BASE_PATH (NotionNext: SUB_PATH)  [conf/dev.config.js:3]')
    expect(line('NEXT_PUBLIC_REVALIDATE_SECOND')).toBe(
      "  NEXT_PUBLIC_REVALIDATE_SECOND  [.env.local:4]: sets NEXT_REVALIDATE_SECOND (NotionNext's name: NotionPress reads it too, with a notice)"
    )
    expect(line('NEXT_PUBLIC_THEME')).toBe(
      "  NEXT_PUBLIC_THEME  [.env.development:1]: sets THEME (NotionPress reads it as is); not used: NotionNext's production build does not load .env.development"
    )
    expect(line('VERCEL_ENV')).toBe(
      "  VERCEL_ENV  [.env.local:8]: not read by NotionNext's config files: left alone"
    )
  })

  it('still maps the readable files of a checkout with a syntax error, and exits 1', () => {
    const { code, report } = migrate(BROKEN, '--dry-run')
    expect(code).toBe(1)
    expect(report).toContain(
      "  conf/post.config.js:3:3: ',' expected. Fix: correct the file and run the migration again"
    )
    expect(report).toContain('  THEME=nobelium  [blog.config.js:3]')
  })

  it('never overwrites an existing .env.local, and says where it wrote', async () => {
    const taken = path.join(dir, 'taken.env')
    await writeFile(taken, 'KEEP=1\n')
    const cwd = process.cwd()
    const { report } = migrate(FIXTURE, '--out', taken)
    expect(await readFile(taken, 'utf8')).toBe('KEEP=1\n')
    expect(report).toContain(`${taken} exists and was left alone`)
    await rm(path.join(cwd, '.env.notionnext'), { force: true })
  })

  it('names the problem and the fix for a path without blog.config.js', () => {
    expect(migrate(dir, '--dry-run')).toEqual({
      code: 1,
      report: `${dir}: no blog.config.js there. Fix: pass a NotionNext checkout or its blog.config.js`
    })
  })
})
