import { expect, test, type Page } from '../support/browser-test'

/** The landing theme, switched to with ?theme=landing: header, tabs, video, pricing, blog. */

const root = (page: Page) => page.locator('#theme-landing')
const header = (page: Page) => root(page).locator('header[data-sticky-mode]')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: header, feature tabs, the video, pricing', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=landing')

    await test.step('the header is transparent at the top and solid after 10 px of scroll', async () => {
      await expect(header(page)).toHaveAttribute('data-transparent')
      const clear = await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(clear).toBe('rgba(0, 0, 0, 0)')
      await page.mouse.wheel(0, 300)
      await expect(header(page)).not.toHaveAttribute('data-transparent')
      await expect(header(page)).toHaveAttribute('data-scrolled')
      await expect
        .poll(() => header(page).evaluate((el) => getComputedStyle(el).backgroundColor))
        .not.toBe('rgba(0, 0, 0, 0)')
      await expect(header(page).getByRole('link', { name: 'Read the blog' })).toBeVisible()
    })

    await test.step('feature tabs switch the illustration by click and by arrow keys', async () => {
      const tabs = root(page).locator('[data-landing="feature-tabs"]')
      const shown = tabs.locator('[role="tabpanel"]:not([hidden]) img')
      await expect(shown).toHaveAttribute('src', '/demo/landing/feature-1.svg')
      await tabs.getByRole('tab', { name: /Fast for every reader/ }).click()
      await expect(shown).toHaveAttribute('src', '/demo/landing/feature-2.svg')
      await expect(shown).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await expect(shown).toHaveAttribute('src', '/demo/landing/feature-3.svg')
      await expect(tabs.getByRole('tab', { name: /A theme for every site/ })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(shown).toHaveAttribute('src', '/demo/landing/feature-1.svg')
    })

    await test.step('the video opens in a modal with its player, closes on Escape, focus returns', async () => {
      const thumb = root(page).getByRole('button', { name: /^Play video/ })
      await expect(root(page).locator('iframe')).toHaveCount(0)
      await thumb.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const frame = dialog.locator('iframe')
      await expect(frame).toHaveAttribute('src', '/demo/landing/video.html')
      await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-presentation')
      await expect(
        page.frameLocator('[data-landing="video-modal"] iframe').locator('h1').first()
      ).toBeAttached()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
      await expect(thumb).toBeFocused()
    })

    await test.step('pricing shows three tiers with their comma-list features', async () => {
      const tiers = root(page).locator('#pricing [data-part="tier"]')
      await expect(tiers).toHaveCount(3)
      await expect(tiers.nth(0).locator('[data-part="feature"]')).toHaveText([
        /Source code/,
        /Deploy guide/,
        /Community help/
      ])
      await expect(tiers.nth(2).locator('[data-part="feature"]')).toHaveCount(7)
      await expect(tiers.nth(1).getByRole('link', { name: 'Support' })).toBeVisible()
    })
  })

  test('the blog stays reachable: a category lists posts, an article shows its body', async ({
    page
  }) => {
    await page.goto('/category/Travel?theme=landing')
    await expect(root(page).getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible()
    const first = root(page).locator('main article h2 a').first()
    await expect(first).toBeVisible()
    expect(await root(page).locator('main article').count()).toBeGreaterThan(2)
    await root(page).locator('main a[href="/article/sea-of-clouds"]').first().click()
    await expect(page).toHaveURL(/\/article\/sea-of-clouds/)
    await expect(root(page).locator('main h1').first()).toHaveText('Above the Sea of Clouds')
    await expect(root(page).locator('main')).toContainText('An inversion turns the world')
    const response = await page.goto('/no/such-post?theme=landing')
    expect(response?.status()).toBe(404)
    await expect(root(page).getByRole('heading', { name: '404' })).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the hamburger drops down the two header buttons', async ({ page }) => {
    await page.goto('/?theme=landing')
    const button = header(page).locator('[data-landing-menu-button]')
    await expect(header(page).getByRole('link', { name: 'Read the blog' })).toBeHidden()
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(header(page).getByRole('link', { name: 'Read the blog' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Get started' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
