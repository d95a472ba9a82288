import { expect, test, type Page } from '../support/browser-test'

/** The starter theme, switched to with ?theme=starter: the landing sections, then the blog. */

const root = (page: Page) => page.locator('#theme-starter')
const header = (page: Page) => root(page).locator('header[data-sticky-mode]')

const SECTIONS = [
  'home',
  'features',
  'about',
  'pricing',
  'testimonials',
  'faq',
  'team',
  'blog',
  'contact',
  'brands',
  'cta'
]

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the contact frame, the sections and header, pricing, the FAQ', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=starter')

    await test.step('the contact form frame is sandboxed and loads only when scrolled near', async () => {
      const frame = root(page).locator('#contact iframe')
      await expect(frame).toHaveAttribute('loading', 'lazy')
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/)
      await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-same-origin)/)
      const loaded = () => page.frames().some((f) => f.url().includes('contact-form'))
      expect(loaded()).toBe(false)
      await frame.scrollIntoViewIfNeeded()
      await expect.poll(loaded).toBe(true)
    })

    await test.step('every home section renders, in order, and the header turns solid after scroll', async () => {
      // Back at the top, where the page opens.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(root(page).locator('#cta')).toBeAttached()
      const ids = await root(page)
        .locator('main [id]')
        .evaluateAll(
          (els, wanted) => els.map((e) => e.id).filter((id) => wanted.includes(id)),
          SECTIONS
        )
      expect(ids).toEqual(SECTIONS)
      await expect(root(page).locator('#home h1')).toBeVisible()
      await expect(header(page)).toHaveAttribute('data-transparent')
      // No account buttons while accounts do not exist.
      await expect(root(page).locator('a[href^="/sign-"], a[href^="/dashboard"]')).toHaveCount(0)
      await root(page).locator('#pricing').scrollIntoViewIfNeeded()
      await expect(header(page)).not.toHaveAttribute('data-transparent')
      await expect(header(page)).toHaveAttribute('data-scrolled')
      // White, nearly opaque (Tailwind writes it in oklab).
      await expect(header(page)).toHaveCSS('background-color', /oklab\(0\.99\d* [^/]+\/ 0\.95\)/)
    })

    await test.step('pricing shows three plans, the second tagged', async () => {
      const tiers = root(page).locator('#pricing [data-part="tier"]')
      await expect(tiers).toHaveCount(3)
      await expect(tiers.nth(1)).toHaveAttribute('data-featured', '')
      await expect(tiers.nth(1).locator('[data-part="tag"]')).toHaveText('Popular')
      await expect(root(page).locator('#pricing [data-part="tag"]')).toHaveCount(1)
    })

    await test.step('a FAQ answer opens and closes by click and by keyboard', async () => {
      const item = root(page).locator('#faq [data-part="item"]').first()
      const answer = item.locator('[data-part="answer"]')
      await expect(answer).toBeHidden()
      await item.locator('summary').click()
      await expect(answer).toBeVisible()
      await item.locator('summary').click()
      await expect(answer).toBeHidden()
      await item.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(answer).toBeVisible()
      await page.keyboard.press('Space')
      await expect(answer).toBeHidden()
    })
  })

  test('the blog list and an article share the blue banner and the cards', async ({ page }) => {
    await page.goto('/category/Travel?theme=starter')
    await expect(root(page).locator('[data-starter-banner] h1')).toHaveText('Travel')
    await expect(root(page).locator('[data-card="teaser"]').first()).toBeVisible()
    await expect(header(page)).toHaveAttribute('data-transparent')
    await root(page).locator('[data-card="teaser"] h2 a').first().click()
    await expect(page).toHaveURL(/\/article\//)
    const title = root(page).locator('[data-starter-banner] h1')
    await expect(title).not.toBeEmpty()
    await expect(root(page).locator('#article-wrapper')).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the hamburger folds the menu open and shut', async ({ page }) => {
    await page.goto('/?theme=starter')
    const button = header(page).getByRole('button', { name: 'Open menu' })
    await button.click()
    const close = header(page).getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    // Solid while open, though still over the blue hero.
    await expect(header(page)).toHaveAttribute('data-transparent')
    await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(header(page).getByRole('link', { name: 'Archive' }).last()).toBeVisible()
    await close.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
