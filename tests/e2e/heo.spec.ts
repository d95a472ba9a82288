import { expect, test, type Page } from '../support/browser-test'

/** The heo theme, switched to with ?theme=heo: hero, ticker, pills, cards, banner, sidebar, menu. */

const root = (page: Page) => page.locator('#theme-heo')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the info card, the reading badge, the pager', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=heo')

    await test.step('the info card cycles its greetings; the statistics count posts and days', async () => {
      const card = root(page).locator('[data-heo-info-card]')
      const chip = card.locator('[data-heo-greeting]')
      await expect(chip).toHaveText("Hello! I'm")
      await chip.click()
      await expect(chip).toHaveText('🔍 Sharing and helping')
      await chip.click()
      await expect(chip).toHaveText('🤝 Interaction and design')
      await expect(card.locator('[data-part="name"]')).toBeVisible()
      const stats = root(page).locator('[data-widget="analytics"]')
      await expect(stats.locator('[data-row="posts"] dt')).toHaveText('Posts:')
      await expect(stats.locator('[data-row="posts"] dd')).toHaveText(/^\d+$/)
      await expect(stats.locator('[data-row="days"] dt')).toHaveText('Days online:')
      const days = Number(await stats.locator('[data-row="days"] dd').textContent())
      expect(days).toBeGreaterThan(1000)
    })

    await test.step('the reading badge shows the percent read and goes back to the top', async () => {
      const badge = root(page).locator('[data-heo-reading]')
      await expect(badge).toHaveText('0')
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(badge).toHaveText('100')
      await expect(badge).toHaveAccessibleName(/100% read/)
      await badge.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    await test.step('the numbered pager marks page 1 and its box jumps to a page', async () => {
      const pager = root(page).locator('nav[data-pager="numbers"]')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      const jump = root(page).locator('[data-heo-page-jump]')
      await jump.getByRole('spinbutton', { name: 'Go to page' }).fill('2')
      await jump.getByRole('button', { name: 'Go' }).click()
      await expect(page).toHaveURL(/\/page\/2/)
      await expect(
        root(page).locator('nav[data-pager="numbers"] [aria-current="page"]')
      ).toHaveText('2')
    })
  })

  test('home: the category pills, then the hero', async ({ page }) => {
    await page.goto('/?theme=heo')

    await test.step('the category pills mark Home, then the category visited', async () => {
      const bar = root(page).locator('[data-category-bar]')
      await expect(bar.locator('[aria-current="page"]')).toHaveText('Home')
      await bar.getByRole('link', { name: 'Travel' }).click()
      await expect(page).toHaveURL(/\/category\/Travel/)
      await expect(root(page).locator('[data-category-bar] [aria-current="page"]')).toHaveText(
        'Travel'
      )
      const cards = root(page).locator('[data-card="horizontal"]')
      await expect(cards.first()).toBeVisible()
      const cover = await cards.first().locator('[data-part="cover"]').boundingBox()
      const body = await cards.first().locator('[data-part="body"]').boundingBox()
      expect(cover && body && cover.x < body.x).toBe(true)
      await expect(root(page).locator('[data-heo-hero]')).toHaveCount(0)
    })

    await test.step('the hero: banner titles, skill wall, tiles, and the today card that More fades away', async () => {
      await root(page).locator('a[href="/"]:visible').first().click()
      await expect(page).toHaveURL(/:\d+\/(\?|$)/)
      const hero = root(page).locator('[data-heo-hero]')
      const banner = hero.locator('[data-heo-banner]')
      await expect(banner).toContainText('Sharing code')
      await expect(banner).toContainText('and ways of thinking')
      await expect(banner).toContainText('NOTIONPRESS')
      expect(await banner.locator('[data-heo-skills] li').count()).toBe(14)
      await expect(banner.getByRole('button', { name: 'Wander →' })).toBeAttached()
      const tiles = hero.locator('[data-heo-tiles] a')
      await expect(tiles).toHaveText(['Must reads', 'Categories', 'Tags'])
      await expect(tiles.nth(1)).toHaveAttribute('href', '/category')
      const recommend = hero.locator('[data-heo-recommend]')
      const posts = recommend.locator('ul > li')
      expect(await posts.count()).toBeGreaterThan(0)
      expect(await posts.count()).toBeLessThanOrEqual(6)
      const today = recommend.locator('[data-heo-today]')
      await expect(today).toContainText('Theme it your way')
      await expect(today).toHaveCSS('opacity', '1')
      await today.getByRole('button', { name: 'More' }).click()
      await expect(recommend).not.toHaveAttribute('data-today')
      await expect(today).toHaveCSS('opacity', '0')
      await posts.first().getByRole('link').click()
      await expect(page).toHaveURL(/\/article\//)
    })
  })

  test('the notice ticker rolls to the next line, and holds still under reduced motion', async ({
    page
  }) => {
    await page.clock.install()
    await page.goto('/?theme=heo')
    const ticker = root(page).locator('[data-widget="notice-ticker"]')
    await expect(ticker).toHaveAttribute('data-index', '0')
    await expect(ticker.getByRole('link', { name: 'Welcome to my blog' })).toBeVisible()
    await page.clock.fastForward(3100)
    await expect(ticker).toHaveAttribute('data-index', '1')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await expect(ticker).toHaveAttribute('data-index', '0')
    await page.clock.fastForward(10_000)
    await expect(ticker).toHaveAttribute('data-index', '0')
  })

  test('an article opens under the wave banner, with the contents in the sidebar', async ({
    page
  }) => {
    await page.goto('/article/sea-of-clouds?theme=heo')
    const banner = root(page).locator('[data-hero="waves"]')
    await expect(banner.getByRole('heading', { level: 1 })).toHaveText(/Above the Sea of Clouds/)
    await expect(banner).toContainText('Travel')
    await expect(banner).toContainText(/\d+ words/)
    await expect(banner.locator('svg[data-part="waves"] use')).toHaveCount(4)
    await expect(root(page).locator('header[data-sticky-mode]')).toHaveAttribute('data-transparent')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('home: the pills scroll with the chevron; the slide-over menu', async ({ page }) => {
    await page.goto('/?theme=heo')

    await test.step('the category pills scroll to their end with the chevron', async () => {
      const list = root(page).locator('[data-category-bar] [data-part="list"]')
      expect(await list.evaluate((el) => el.scrollLeft)).toBe(0)
      await root(page).locator('[data-category-bar] [data-part="scroll-end"]').click()
      await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    })

    await test.step('the hamburger opens the slide-over menu; Escape closes it', async () => {
      await root(page).locator('[data-menu-drawer-button]').click()
      const panel = page.getByRole('dialog', { name: 'Menu' })
      await expect(panel).toBeVisible()
      await expect(panel.locator('[data-heo-slide-over]')).toBeVisible()
      await expect(panel.getByRole('button', { name: 'Toggle dark mode' })).toBeVisible()
      await expect(panel.locator('[data-widget="tags"]')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await root(page).locator('[data-menu-drawer-button]').click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Archive' })
        .click()
      await expect(page).toHaveURL(/\/archive/)
    })
  })
})
