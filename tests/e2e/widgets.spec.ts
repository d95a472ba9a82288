import { expect, test, type Page } from '../support/browser-test'
import { SAME_IN_BOTH_MODES } from '../support/build-modes'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_SERVER_DIST_DIR } from '../../scripts/e2e-env'

/**
 * Effects, the music player, the Live2D pet and the right-click menu are all off in the e2e
 * builds, and off must cost nothing: none of their code is downloaded by any page, even after
 * the page has been idle. Each is recognised by a string only its own chunk holds; the test first
 * proves each string is in some built chunk, so a renamed marker cannot pass by accident.
 * (Their "on" behaviour is covered by the happy-dom tests in tests/components/site-extras.)
 */
const MARKERS: Record<string, RegExp> = {
  fireworks: /["']fireworks["']/,
  'mouse follow': /["']mouse-follow["']/,
  sakura: /["']sakura["']/,
  snow: /["']snow["']/,
  'starry sky': /["']starry-sky["']/,
  nest: /["']nest["']/,
  ribbon: /["']ribbon["']/,
  'fluttering ribbon': /["']fluttering-ribbon["']/,
  'music player': /["']music-player["']/,
  'Meting player': /["']meting-js["']/,
  'Live2D pet': /["']live2d-pet["']/,
  'right-click menu': /["']right-click-menu["']/
}
const PAGES = ['/', '/article/how-this-site-works']

const chunkDir = (project: string) =>
  project === 'export'
    ? 'out/_next/static/chunks'
    : path.join(E2E_SERVER_DIST_DIR, 'static', 'chunks')

function builtChunks(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: path.basename(f), text: readFileSync(path.join(dir, f), 'utf8') }))
}

/** Every script body the page downloads, up to and after its first idle moment. */
async function scriptsOf(page: Page, url: string) {
  const scripts: Promise<{ url: string; text: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (text) => ({ url: response.url(), text }),
          () => ({ url: response.url(), text: '' })
        )
      )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 1000), { timeout: 4000 })
      )
  )
  await page.waitForLoadState('networkidle')
  return Promise.all(scripts)
}

test('widgets switched off download none of their code, on the home page and an article', async ({
  page
}, info) => {
  const chunks = builtChunks(chunkDir(info.project.name))
  const widgetChunks = new Set<string>()
  for (const [name, marker] of Object.entries(MARKERS)) {
    const holders = chunks.filter((c) => marker.test(c.text)).map((c) => c.file)
    expect(holders.length, `a built chunk holds the ${name} marker`).toBeGreaterThan(0)
    for (const file of holders) widgetChunks.add(file)
  }
  for (const url of PAGES) {
    const scripts = await scriptsOf(page, url)
    expect(scripts.length).toBeGreaterThan(3)
    const fetched = scripts.map((s) => path.basename(new URL(s.url).pathname))
    expect(
      fetched.filter((file) => widgetChunks.has(file)),
      url
    ).toEqual([])
    for (const [name, marker] of Object.entries(MARKERS))
      expect(
        scripts.filter((s) => marker.test(s.text)).map((s) => s.url),
        `${name} on ${url}`
      ).toEqual([])
    await expect(page.locator('canvas[data-effect], [data-widget="music-player"]')).toHaveCount(0)
  }
})

test(
  'with the right-click menu off, the browser keeps its own menu',
  { tag: SAME_IN_BOTH_MODES },
  async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const prevented = await page.evaluate(() => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      document.body.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(prevented).toBe(false)
    await expect(page.getByRole('menu')).toHaveCount(0)
  }
)
