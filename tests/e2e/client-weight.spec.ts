import { expect, test, type Page } from '../support/browser-test'
import { SAME_IN_BOTH_MODES } from '../support/build-modes'

/**
 * What heavy libraries the browser must never download: equations and code are rendered at
 * build time (lib/body), so KaTeX's and Prism's JavaScript stay on the server. The bench
 * (`npm run bench`) measures the bytes; this guards the regression it once found.
 */
test('an article with equations and code loads neither KaTeX nor Prism JavaScript', async ({
  page
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/article/how-this-site-works', { waitUntil: 'networkidle' })
  await expect(page.locator('.katex').first()).toBeVisible()
  await expect(page.locator('.token').first()).toBeVisible()
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(3)
  expect(bodies.filter((js) => js.includes('KaTeX parse error'))).toHaveLength(0)
  expect(bodies.filter((js) => js.includes('Prism.languages'))).toHaveLength(0)
})

/** The scripts a fresh load of `path` runs, until the network is idle after hydration. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = []
  const record = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  }
  page.on('response', record)
  await page.goto(path, { waitUntil: 'networkidle' })
  page.off('response', record)
  return Promise.all(scripts)
}

/** From here every script the page requests arrives 400 ms late (a slow network's chunks). */
async function scriptsArriveLate(page: Page): Promise<void> {
  await page.route(/\/_next\/static\/.+\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue().catch(() => {})
  })
}

// A class name only react-notion-x's code writes (a bookmark block's title).
const RENDERER_MARK = 'notion-bookmark-title'

test('a notice of plain text is kept as the server drew it: the home loads no body code', async ({
  page
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const scripts = await scriptsOf(page, '/')
  expect(scripts.length).toBeGreaterThan(3)
  // The attribute only StaticBody's code writes.
  expect(scripts.filter((js) => js.includes('data-static-body'))).toHaveLength(0)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  const notice = page.locator('[data-widget="notice"] [data-kept-part] [data-static-body]')
  await expect(notice.getByText(/This is the demo workspace/)).toBeVisible()
  // Its site link opens in place, as a Link would: the page's window stays.
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await notice.locator('a[href="/article/how-this-site-works"]').click()
  await expect(page).toHaveURL(/\/article\/how-this-site-works$/)
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  expect(errors).toEqual([])
})

test('an article of text and images keeps the server’s body: the renderer never loads', async ({
  page
}) => {
  // With videos, the renderer is this page's to load.
  const withVideo = await scriptsOf(page, '/article/open-films')
  expect(withVideo.filter((js) => js.includes(RENDERER_MARK)).length).toBeGreaterThan(0)
  const plain = await scriptsOf(page, '/article/mountain-lakes')
  expect(plain.length).toBeGreaterThan(3)
  expect(plain.filter((js) => js.includes(RENDERER_MARK))).toHaveLength(0)
  // The body is the server's, with its images, hydrated without the renderer.
  await expect(page.locator('[data-static-body] img.notion-image').first()).toBeAttached()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
})

test('an article with code and equations keeps the server’s body, styled, its copy button live', async ({
  page,
  context
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const scripts = await scriptsOf(page, '/article/writing-in-notion')
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((js) => js.includes(RENDERER_MARK))).toHaveLength(0)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  // KaTeX's and the code blocks' stylesheets came with the page.
  const katex = page.locator('[data-static-body] .katex').first()
  await expect(katex).toBeVisible()
  expect(await katex.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('KaTeX')
  const figure = page.locator('[data-static-body] figure.notion-code-block', { hasText: 'fn ev' })
  const gutter = figure.locator('pre span[aria-hidden="true"]').last()
  expect(await gutter.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none')
  await figure.getByRole('button', { name: 'Copy' }).click()
  await expect(figure.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'fn ev(aperture: f64, seconds: f64) -> f64 {'
  )
})

test('an article with databases and a Mermaid diagram keeps the server’s body', async ({
  page
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const scripts = await scriptsOf(page, '/article/how-this-site-works')
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((js) => js.includes(RENDERER_MARK))).toHaveLength(0)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  // The first database's table, drawn by the server and shown without react-notion-x's script.
  const database = page.locator('[data-static-body] [data-collection-scroll]').first()
  await expect(database.getByText('A standalone page such as About').first()).toBeVisible()
  await expect(page.locator('[data-static-body] [data-part="mermaid"]')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('a kept database’s tab draws its view through the renderer, and is remembered', async ({
  page
}) => {
  test.skip(
    test.info().project.name !== 'server',
    'the export is built from Notion’s official API, whose databases come with one view'
  )
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/article/how-this-site-works')
  const database = page.locator('[data-collection-scroll]').first()
  // The table, drawn by the server (its rows float: the table's own box has no height).
  await expect(database.locator('.notion-table')).toHaveCount(1)
  await expect(database.getByText('A standalone page such as About').first()).toBeVisible()
  await expect(database.locator('.notion-list-collection')).toHaveCount(0)
  // From here every script arrives late, the renderer's among them: the kept body, its code
  // blocks and its database stay on screen until the renderer draws them.
  await scriptsArriveLate(page)
  await page.evaluate(() => {
    const seen = { emptied: false }
    Object.assign(window, { bodySwap: seen })
    new MutationObserver(() => {
      const codes = document.querySelectorAll('main figure.notion-code-block').length
      const rows = document.querySelector('main [data-collection-scroll]')?.textContent ?? ''
      if (codes === 0 || !rows.includes('A standalone page such as About')) seen.emptied = true
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  const list = database.getByRole('button', { name: 'List', exact: true })
  await list.click()
  await expect(list).toHaveAttribute('aria-pressed', 'true')
  await expect(database.locator('.notion-list-collection')).toBeVisible()
  await expect(page.locator('[data-static-body]')).toHaveCount(0)
  const swap = await page.evaluate(
    () => (window as unknown as { bodySwap: { emptied: boolean } }).bodySwap
  )
  expect(swap.emptied).toBe(false)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await expect(database.locator('.notion-table')).toHaveCount(0)
  // The body is the renderer's now: no kept HTML left beside it.
  await expect(page.locator('[data-static-body]')).toHaveCount(0)
  // Remembered for the next visit, as react-notion-x remembers it.
  await page.reload()
  await expect(database.locator('.notion-list-collection')).toBeVisible()
  await expect(database.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true'
  )
  expect(errors).toEqual([])
})

// An attribute only the comments frame's code writes: it belongs to the article layout's chunk.
const ARTICLE_LAYOUT_MARK = 'data-comment-provider'

test('each page type loads its own layout: the home never loads the article’s parts', async ({
  page
}) => {
  const home = await scriptsOf(page, '/')
  expect(home.length).toBeGreaterThan(3)
  expect(home.filter((js) => js.includes(ARTICLE_LAYOUT_MARK))).toHaveLength(0)
  const article = await scriptsOf(page, '/article/mountain-lakes')
  expect(article.filter((js) => js.includes(ARTICLE_LAYOUT_MARK)).length).toBeGreaterThan(0)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
})

test(
  'a client-side navigation keeps the page on screen until the next page’s layout has loaded',
  { tag: SAME_IN_BOTH_MODES },
  async ({ page }) => {
    await page.goto('/archive', { waitUntil: 'networkidle' })
    // From here, every new script arrives late: the article layout's chunk among them.
    await scriptsArriveLate(page)
    await page.evaluate(() => {
      const seen = { emptyMain: false }
      Object.assign(window, { layoutSwap: seen })
      new MutationObserver(() => {
        const main = document.querySelector('main')
        if (!main || !main.textContent?.trim()) seen.emptyMain = true
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Above the Sea of Clouds' })
      .first()
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Above the Sea of Clouds' })
    ).toBeVisible()
    await expect(page).toHaveURL(/\/article\/sea-of-clouds$/)
    const seen = await page.evaluate(
      () => (window as unknown as { layoutSwap: { emptyMain: boolean } }).layoutSwap
    )
    expect(seen.emptyMain).toBe(false)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  }
)

test('links prefetch the page they lead to on hover, not every page in view', async ({ page }) => {
  const data: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) data.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  // Twelve post links are in view: none of their pages is fetched by just being seen.
  expect(data).toEqual([])
  const card = page.getByRole('main').getByRole('link', { name: 'Above the Sea of Clouds' })
  const prefetched = page.waitForRequest((r) => r.url().includes('/_next/data/'))
  await card.first().hover()
  expect((await prefetched).url()).toMatch(/\/article\/[^/]+\.json/)
})

/** When each of the page's own scripts was requested (ms since navigation start). */
const scriptStartTimes = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.+\.js(\?|$)/.test(entry.name))
      .map((entry) => entry.startTime)
  )

test('a page requests its scripts only after it has loaded, then hydrates', async ({ page }) => {
  // The goto of browser-test waits for the hydration mark, so the scripts did run.
  await page.goto('/article/film-in-winter')
  const scriptStarts = await scriptStartTimes(page)
  const loadEnd = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return navigation?.loadEventStart ?? Number.NaN
  })
  expect(scriptStarts.length).toBeGreaterThan(3)
  for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(loadEnd)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
})

test('a visitor’s first key press starts the scripts before the page has loaded', async ({
  page
}) => {
  // The images are held back, so the load event waits; a key press must not.
  let releaseImages = () => {}
  const held = new Promise<void>((resolve) => (releaseImages = resolve))
  await page.route(/\.(webp|jpe?g|png)(\?|$)/, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  await page.goto('/article/film-in-winter', { waitUntil: 'domcontentloaded' })
  const pressedAt = await page.evaluate(() => performance.now())
  await page.keyboard.press('Shift')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 })
  const firstScript = Math.min(...(await scriptStartTimes(page)))
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  // Requested on the key press, well before the loader's own fallback delay.
  expect(firstScript).toBeGreaterThanOrEqual(pressedAt)
  expect(firstScript - pressedAt).toBeLessThan(1500)
  releaseImages()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
