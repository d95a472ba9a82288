import { expect, test, type Page } from '../support/browser-test'

/** The medium theme on the demo, switched to with ?theme=medium. */

const root = (page: Page) => page.locator('#theme-medium')
const topBar = (page: Page) => root(page).locator('[data-medium-top-bar]')
const panel = (page: Page) => root(page).locator('[data-medium-panel]')
const bottomBar = (page: Page) => root(page).locator('[data-medium-bottom-bar]')
const ARTICLE = '/article/how-this-site-works'

/** Opens a path in medium; the switch applies after hydration, so wait for its root. */
async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=medium`)
  await expect(root(page)).toBeAttached()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a thin top bar with the menu; a category heading over rows with minis', async ({
    page
  }) => {
    await open(page, '/category/Travel')
    const bar = topBar(page)
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(49)
    await expect(bar.getByRole('link', { name: 'Archive' })).toBeVisible()
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const stories = bar.getByRole('button', { name: 'Stories' })
    await stories.hover()
    await expect(stories).toHaveAttribute('aria-expanded', 'true')
    await expect(
      bar.locator(`[id="${await stories.getAttribute('aria-controls')}"] a`).first()
    ).toBeVisible()
    await expect(root(page).locator('main h1')).toHaveText('Travel')
    const rows = root(page).locator('[data-feed-row]')
    expect(await rows.count()).toBeGreaterThan(1)
    await expect(rows.first().locator('[data-mini="category"]')).toHaveText('Travel')
    await rows.first().locator('[data-part="title"] a').click()
    await expect(page).toHaveURL(/\/article\/[^?]+\?theme=medium$/)
    await expect(root(page).locator('article h1')).toBeVisible()
  })

  test('home: the About panel alone, the feed and its pager, then the archive footer', async ({
    page
  }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await open(page, '/')

    await test.step('a page without headings has only the About panel', async () => {
      await expect(panel(page).getByRole('tab')).toHaveCount(0)
      await expect(panel(page).locator('[data-widget="author"]')).toBeVisible()
    })

    await test.step('home: covered feed rows under rules, a green Next pager to page 2', async () => {
      const rows = root(page).locator('[data-feed-row]')
      expect(await rows.count()).toBeGreaterThan(2)
      await expect(rows.first().locator('[data-part="cover"]')).toBeVisible()
      expect(await rows.first().evaluate((el) => getComputedStyle(el).borderBottomWidth)).toBe(
        '1px'
      )
      const next = root(page).locator('main a[rel="next"]')
      expect(await next.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(26, 137, 23)')
      await next.click()
      await expect(page).toHaveURL(/\/page\/2/)
      await expect(root(page).locator('main a[rel="prev"]')).toBeVisible()
      expect(await rows.count()).toBeGreaterThan(0)
    })

    await test.step('the footer toggles dark mode', async () => {
      await topBar(page).getByRole('link', { name: 'Archive' }).click()
      await expect(page).toHaveURL(/\/archive/)
      const toggle = root(page).getByRole('button', { name: 'Toggle dark mode' })
      const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
      const before = await dark()
      await toggle.click()
      await expect.poll(dark).toBe(!before)
    })
  })

  test('the right panel tabs switch by click and arrow keys; a contents link scrolls', async ({
    page
  }) => {
    await open(page, ARTICLE)
    const contents = panel(page).getByRole('tab', { name: 'Contents' })
    const about = panel(page).getByRole('tab', { name: 'About' })
    await expect(contents).toHaveAttribute('aria-selected', 'true')
    await about.click()
    await expect(about).toHaveAttribute('aria-selected', 'true')
    await expect(panel(page).getByRole('textbox', { name: 'Search' })).toBeVisible()
    await expect(panel(page).locator('[data-widget="author"]')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(contents).toHaveAttribute('aria-selected', 'true')
    await expect(contents).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(about).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(contents).toBeFocused()
    const link = panel(page).getByRole('link', { name: 'Before you publish' })
    await link.click()
    await expect(page).toHaveURL(/#/)
    // The heading, not its zero-height anchor (placed above it, clear of the top bar).
    await expect(
      page.locator('main').getByRole('heading', { name: 'Before you publish' })
    ).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  })

  test('the article shows the author in green linking to /about, dates and its tags', async ({
    page
  }) => {
    await open(page, '/article/sea-of-clouds')
    const author = root(page).locator('article [data-part="author"]')
    await expect(author).toHaveAttribute('href', /^\/about/)
    const green = await author.evaluate((el) => getComputedStyle(el).color)
    expect(green).toBe('rgb(26, 137, 23)')
    await expect(root(page).locator('article [data-mini="tag"]').first()).toBeVisible()
    await expect(root(page).locator('article time').first()).toBeVisible()
  })

  test('search: the label and groups without a keyword, highlighted hits with one', async ({
    page
  }) => {
    await open(page, '/search')
    await expect(root(page).locator('main h1')).toHaveText('Search')
    await expect(root(page).locator('main [data-group="categories"] a').first()).toBeVisible()
    await expect(root(page).locator('main [data-group="tags"] a').first()).toBeVisible()
    await open(page, '/search?s=light')
    await expect(root(page).locator('main [data-search-hit]').first()).toBeVisible()
    await expect(root(page).locator('main [data-group]')).toHaveCount(0)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the hamburger folds the menu open; the bottom bar offers Home without contents', async ({
    page
  }) => {
    await open(page, '/')
    await expect(panel(page)).toBeHidden()
    const burger = topBar(page).getByRole('button', { name: 'Open menu' })
    await burger.click()
    await expect(topBar(page).getByRole('link', { name: 'Archive' })).toBeVisible()
    await expect(bottomBar(page)).toBeVisible()
    await expect(bottomBar(page).getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(bottomBar(page).getByRole('button', { name: 'Contents' })).toHaveCount(0)
  })

  test('the Contents button opens the drawer; a link jumps and closes it', async ({ page }) => {
    await open(page, ARTICLE)
    const bar = bottomBar(page)
    await expect(bar).toBeInViewport()
    await bar.getByRole('button', { name: 'Contents' }).click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Before you publish' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/#/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await expect(bar).toBeInViewport()
    await bar.getByRole('button', { name: 'Top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})
