import { expect, test, type Page } from '../support/browser-test'

/** The nobelium theme on the demo, switched to with ?theme=nobelium: nav, random post, tags. */

const root = (page: Page) => page.locator('#theme-nobelium')
const nav = (page: Page) => root(page).locator('header[data-sticky-mode]')
const rows = (page: Page) => root(page).locator('[data-post-list] > article')

/** Opens a path in nobelium; the switch applies after hydration, so wait for its root. */
async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=nobelium`)
  await expect(root(page)).toBeAttached()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the nav motion, then random posts', async ({ page }) => {
    await open(page, '/')

    await test.step('the nav slides for most visitors and jumps for those who ask for less motion', async () => {
      const animated = () => nav(page).evaluate((el) => getComputedStyle(el).transitionProperty)
      expect(await animated()).toContain('transform')
      await page.emulateMedia({ reducedMotion: 'reduce' })
      expect(await animated()).toBe('none')
    })

    await test.step('random post lands on another post page each time', async () => {
      await page.emulateMedia({ reducedMotion: null })
      const random = nav(page).getByRole('button', { name: 'Random post' })
      await expect(random).toBeEnabled()
      await random.click()
      await expect(page).toHaveURL(/\/article\/[^/?]+\?theme=nobelium$/)
      await expect(root(page).locator('#article-wrapper h1')).toBeVisible()
      const first = new URL(page.url()).pathname
      await random.click()
      await expect(page).not.toHaveURL(new RegExp(`${first}\\?`))
      await expect(page).toHaveURL(/\?theme=nobelium$/)
      await expect(root(page).locator('#article-wrapper h1')).toBeVisible()
    })
  })

  test('the tag bar filters the list to the chosen tag', async ({ page }) => {
    await open(page, '/tag/film')
    const bar = root(page).locator('[data-tag-bar]')
    await expect(bar.getByRole('link', { name: /^film \(/ })).toHaveAttribute(
      'aria-current',
      'page'
    )
    const chip = bar.getByRole('link', { name: /^mountains \(\d+\)$/ })
    const count = Number(/\((\d+)\)/.exec((await chip.textContent()) ?? '')?.[1])
    expect(count).toBeGreaterThan(0)
    await chip.click()
    await expect(page).toHaveURL(/\/tag\/mountains\?theme=nobelium$/)
    await expect(bar.getByRole('link', { name: /^mountains \(/ })).toHaveAttribute(
      'aria-current',
      'page'
    )
    await expect(rows(page)).toHaveCount(count)
    await expect(root(page).getByPlaceholder(/#mountains/)).toBeVisible()
  })

  test('the dark toggle in the nav switches, and the choice survives a reload', async ({
    page
  }) => {
    await open(page, '/')
    const toggle = nav(page).getByRole('button', { name: 'Toggle dark mode' })
    const dark = /\bdark\b/
    await expect(page.locator('html')).not.toHaveClass(dark)
    await toggle.click()
    await expect(page.locator('html')).toHaveClass(dark)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await open(page, '/archive')
    await expect(page.locator('html')).toHaveClass(dark)
    await nav(page).getByRole('button', { name: 'Toggle dark mode' }).click()
    await expect(page.locator('html')).not.toHaveClass(dark)
  })

  test('an article: the nav on scroll, then the contents rail', async ({ page }) => {
    await open(page, '/article/how-this-site-works')

    await test.step('the nav hides while scrolling down and returns on scrolling up', async () => {
      await expect(nav(page)).toHaveAttribute('data-sticky-mode', 'hide')
      await expect(nav(page)).toBeInViewport({ ratio: 1 })
      await page.mouse.move(640, 400)
      await page.mouse.wheel(0, 1500)
      await expect(nav(page)).toHaveAttribute('data-hidden', 'true')
      await expect(nav(page)).not.toBeInViewport()
      await page.mouse.wheel(0, -300)
      await expect(nav(page)).not.toHaveAttribute('data-hidden')
      await expect(nav(page)).toBeInViewport({ ratio: 1 })
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    })

    await test.step('the contents rail shows for a post with three or more headings only', async () => {
      await expect(root(page).locator('aside').getByRole('navigation')).toBeVisible()
      await open(page, '/article/sea-of-clouds')
      await expect(root(page).locator('#article-wrapper h1')).toBeVisible()
      await expect(root(page).locator('aside').getByRole('navigation')).toHaveCount(0)
    })
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the bars icon opens a small menu card whose links navigate', async ({ page }) => {
    await open(page, '/')
    const link = nav(page).getByRole('link', { name: 'Archive' })
    await expect(link).toBeHidden()
    await nav(page).getByRole('button', { name: 'Open menu' }).click()
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/archive\?theme=nobelium$/)
    await expect(link).toBeHidden()
  })
})
