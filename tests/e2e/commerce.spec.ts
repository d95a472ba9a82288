import { expect, test, type Page } from '../support/browser-test'
import { stillAnimations } from '../support/page-problems'

/** The commerce theme, switched to with ?theme=commerce: banner, product centre, cards, sheet, footer. */

const root = (page: Page) => page.locator('#theme-commerce')
const header = (page: Page) => root(page).locator('header[data-sticky-mode]')

/** Scrolls until the hydrated page has seen it. */
async function scrollUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.mouse.wheel(0, 600)
    await check()
  }).toPass()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the banner and product centre, the footer, then a list page', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=commerce')

    await test.step('home: the cover banner, then the product centre with categories and products', async () => {
      await expect(root(page).locator('[data-commerce-banner] img')).toBeVisible()
      const center = root(page).locator('[data-commerce-center]')
      await expect(center.getByRole('heading', { level: 1 })).toHaveText('Product Center')
      await expect(center).toContainText('We are committed to providing quality products')
      const categories = center.locator('[data-commerce-categories]')
      await expect(categories.getByRole('heading')).toHaveText('Product Categories')
      await expect(categories.getByRole('link', { name: 'Travel' })).toBeVisible()
      const cards = center.locator('[data-card="product"]')
      await expect(cards).toHaveCount(9)
      const cats = await categories.boundingBox()
      const first = await cards.first().boundingBox()
      expect(cats && first && cats.x < first.x).toBe(true)
      const product = cards.filter({ hasText: 'Above the Sea of Clouds' })
      await expect(product.locator('[data-part="price"]')).toHaveText(/€120/)
      const cta = product.getByRole('link', { name: 'Order a print' })
      await expect(cta).toHaveAttribute('href', 'https://example.com/prints')
      await expect(cta).toHaveAttribute('target', '_blank')
      await expect(root(page).locator('[data-widget="notice"]')).toBeVisible()
    })

    await test.step('the corporate footer: category and menu columns, then the site row', async () => {
      const footer = root(page).locator('[data-commerce-footer]')
      const menu1 = footer.locator('[data-part="menu-1"]')
      const menu2 = footer.locator('[data-part="menu-2"]')
      await expect(menu1.getByRole('heading')).toHaveText('Product Center')
      await expect(menu2.getByRole('heading')).toHaveText('About US')
      await expect(menu2.getByRole('link', { name: 'Archive' })).toBeVisible()
      await expect(footer.locator('[data-part="identity"]')).toContainText('Silver & Light')
      await expect(footer).toContainText('Powered by')
      await menu1.getByRole('link', { name: 'Film' }).click()
      await expect(page).toHaveURL(/\/category\/Film/)
    })

    await test.step('a list page: square product cards three a row beside the category column', async () => {
      await root(page)
        .locator('[data-commerce-categories]')
        .getByRole('link', { name: 'Travel' })
        .click()
      await expect(page).toHaveURL(/\/category\/Travel/)
      await expect(root(page).locator('[data-commerce-banner]')).toHaveCount(0)
      await expect(root(page).getByRole('heading', { level: 1 })).toContainText('Travel')
      await expect(root(page).locator('[data-commerce-categories]')).toBeVisible()
      const covers = root(page).locator('[data-card="product"] [data-part="cover"]')
      await expect(covers).not.toHaveCount(0)
      // Reached by a link, the cards fade and rise in: their boxes are compared at rest.
      await stillAnimations(page)
      const box = async (i: number) => (await covers.nth(i).boundingBox())!
      const [a, b, c, d] = [await box(0), await box(1), await box(2), await box(3)]
      expect(Math.abs(a.width - a.height)).toBeLessThan(2)
      expect(a.y).toBe(b.y)
      expect(b.y).toBe(c.y)
      expect(d.y).toBeGreaterThan(a.y)
    })
  })

  test('a product: the darkened hero with its category, the sheet, the red rule', async ({
    page
  }) => {
    await page.goto('/article/sea-of-clouds?theme=commerce')
    const hero = root(page).locator('[data-post-hero]')
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/Above the Sea of Clouds/)
    await expect(hero.getByRole('link', { name: 'Travel' })).toHaveAttribute(
      'href',
      /\/category\/Travel/
    )
    const sheet = root(page).locator('[data-product-sheet]')
    const image = await sheet.locator('[data-part="image"]').boundingBox()
    const title = await sheet.locator('[data-part="title"]').boundingBox()
    expect(image && Math.abs(image.width - image.height) < 2).toBe(true)
    expect(image && title && title.x > image.x + image.width).toBe(true)
    await expect(sheet.locator('[data-part="summary"]')).toContainText('inversion morning')
    await expect(sheet.locator('[data-part="price"]')).toHaveText(/€120/)
    await expect(sheet.getByRole('link', { name: 'Order a print' })).toBeVisible()
    await expect(root(page).locator('article hr')).toBeVisible()
  })

  test('the header shrinks on scroll; the dark toggle switches and remembers', async ({ page }) => {
    await page.goto('/tag/mountains?theme=commerce')
    const nav = header(page).locator('nav')
    const tall = (await nav.boundingBox())!.height
    await scrollUntil(page, () =>
      expect(header(page)).toHaveAttribute('data-shrunk', { timeout: 1000 })
    )
    await expect.poll(async () => (await nav.boundingBox())!.height).toBeLessThan(tall)
    const toggle = header(page).getByRole('button', { name: 'Toggle dark mode' })
    const dark = (await page.locator('html').getAttribute('class'))?.includes('dark') ?? false
    await toggle.click()
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*dark)/ : /dark/)
    await page.reload()
    await expect(page.locator('html')).toHaveClass(dark ? /^(?!.*dark)/ : /dark/)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the hamburger folds the menu open; a link follows and closes it', async ({ page }) => {
    await page.goto('/?theme=commerce')
    await expect(root(page).locator('[data-commerce-categories]')).toBeHidden()
    const button = header(page).getByRole('button', { name: /^(Open|Close) menu$/ })
    await expect(button).toHaveAccessibleName('Open menu')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAccessibleName('Close menu')
    await header(page).getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the floating contents button opens the contents drawer', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=commerce')
    await scrollUntil(page, () =>
      expect(root(page).locator('[data-widget="floating-actions"]')).toHaveAttribute('data-shown', {
        timeout: 1000
      })
    )
    await root(page).getByRole('button', { name: 'Contents' }).click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link').first().click()
    await expect(drawer).toBeHidden()
  })
})
