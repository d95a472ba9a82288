import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { THEME_IDS } from '../../conf/themes/ids'
import type { PageProps } from '../../lib/theme/layout-props'
import { DEMO_PAGE_TYPE_ROUTES, demoPageTypes } from '../support/demo-pages'

/**
 * Every theme's server HTML of one route of each page type of the demo is valid HTML, as the W3C
 * Nu checker (vnu-jar, run on Java) reads it. The body each theme renders is wrapped in the
 * smallest valid document (pages/_document's <html lang> and the <head> Next writes are not
 * checked here); all documents go to one directory and one Java process checks them all: one
 * JVM start and warm-up for every theme and page type, not one per document.
 */

const VNU_JAR: string = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** Java, or why the check cannot run: the CI script requires it (NOTION_FIXTURES_REQUIRED=1). */
function javaMissing(): string | null {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (!java.error && java.status === 0) return null
  const reason = `Java not found (\`java -version\`: ${java.error?.message ?? java.stderr}): the Nu checker runs on Java`
  if (process.env.NOTION_FIXTURES_REQUIRED === '1') {
    throw new Error(`${reason} (NOTION_FIXTURES_REQUIRED=1)`)
  }
  return reason
}

interface CheckedPage {
  theme: string
  path: string
  file: string
}

/** The body a theme's page renders on a server, in a minimal valid document of its language. */
function wrap(page: PageProps, path: string, body: string): string {
  const lang = page.siteProps.config.LANG || 'en'
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><title>' + path.replace(/[<&]/g, '') + '</title></head>',
    `<body><div id="__next">${body}</div></body>`,
    '</html>',
    ''
  ].join('\n')
}

/** Each demo page type's server HTML under `theme`, from a fresh module graph (THEME is read on load). */
async function themeDocuments(theme: string, dir: string): Promise<CheckedPage[]> {
  vi.stubEnv('THEME', theme)
  vi.resetModules()
  const [
    { renderToString },
    { preloadDynamicParts },
    { RouterContext },
    { ThemePage },
    { staticRouter }
  ] = await Promise.all([
    import('react-dom/server'),
    import('../../components/next-internals/loadable'),
    import('../../components/next-internals/router-context'),
    import('../../themes/ThemePage'),
    import('../support/render-page')
  ])
  await preloadDynamicParts()
  const pages = await demoPageTypes()
  mkdirSync(join(dir, theme))
  return pages.map(({ path, page }, i) => {
    const body = renderToString(
      <RouterContext.Provider value={staticRouter(path)}>
        <ThemePage {...page} />
      </RouterContext.Provider>
    )
    const file = join(dir, theme, `${String(i).padStart(2, '0')}.html`)
    writeFileSync(file, wrap(page, path, body))
    return { theme, path, file }
  })
}

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

/** The documents' directory, removed once they pass (kept to be read when they do not). */
let dir: string | undefined
let valid = false
afterAll(() => {
  vi.unstubAllEnvs()
  if (dir && valid) rmSync(dir, { recursive: true, force: true })
})

// About 30 s of CPU (rendering 380 pages, then the checker); a busy machine stretches the wall
// time, hence the long timeout.
it('every theme renders every demo page type as valid HTML (W3C Nu checker)', async (context) => {
  const missing = javaMissing()
  if (missing) context.skip(missing)
  const started = performance.now()
  const startCpu = process.cpuUsage()
  dir = mkdtempSync(join(tmpdir(), 'notionpress-vnu-'))
  const documents: CheckedPage[] = []
  for (const theme of THEME_IDS) documents.push(...(await themeDocuments(theme, dir)))
  const rendered = performance.now()
  const renderCpu = process.cpuUsage(startCpu)

  const vnu = spawnSync(
    'java',
    [
      // A larger thread stack: the checker recurses over the documents' nesting.
      '-Xss8m',
      // One short run: the quick compiler only and one GC thread cost a third of the CPU time.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--exit-zero-always',
      // Language detection only warns (a lang attribute that does not match the text).
      '--no-langdetect',
      dir
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
  )
  if (vnu.error) throw vnu.error
  // The checker writes its report to stderr.
  const { messages } = JSON.parse(vnu.stderr || vnu.stdout) as { messages: VnuMessage[] }
  // The checker names a file `file:/tmp/…`, Node `file:///tmp/…`: compared by path.
  const pathOf = (url: string) => decodeURIComponent(url.replace(/^file:\/*/, '/'))
  const byPath = new Map(documents.map((d) => [d.file, d]))
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const doc = m.url ? byPath.get(pathOf(m.url)) : undefined
      const where = doc ? `${doc.theme} ${doc.path} (${doc.file}` : `(${m.url ?? '?'}`
      const extract = m.extract ? ` in ${JSON.stringify(m.extract)}` : ''
      return `${where}:${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}) ${m.message}${extract}`
    })
  console.info(
    `vnu: ${documents.length} documents, rendered in ${Math.round(rendered - started)} ms ` +
      `(${Math.round((renderCpu.user + renderCpu.system) / 1000)} ms CPU), ` +
      `checked in ${Math.round(performance.now() - rendered)} ms`
  )
  expect(documents.length).toBe(THEME_IDS.length * DEMO_PAGE_TYPE_ROUTES.length)
  expect(errors, `the documents are kept in ${dir}`).toEqual([])
  valid = true
}, 900_000)
