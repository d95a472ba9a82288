import { expect, test, type Page } from '../support/browser-test'

/**
 * The proxio theme, switched to with ?theme=proxio: the welcome cover, the home sections, the
 * marquees, questions, career, cursor dot, header, article and archive.
 */

const root = (page: Page) => page.locator('#theme-proxio')
const cover = (page: Page) => page.locator('[data-welcome-cover]')
const SEEN_KEY = 'notionpress:welcome-seen'

/** Marks the welcome cover as already dismissed in this tab. */
const skipWelcome = (page: Page) =>
  page.addInitScript((key) => sessionStorage.setItem(key, '1'), SEEN_KEY)

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the welcome cover leaves on a click and stays away on reload', async ({ page }) => {
    await page.goto('/?theme=proxio')
    const dialog = page.getByRole('dialog', { name: 'Welcome' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Enter' })).toBeFocused()
    await dialog.click({ position: { x: 40, y: 40 } })
    await expect(cover(page)).toHaveCount(0)
    await page.reload()
    await root(page).locator('[data-proxio-section="hero"]').waitFor()
    await expect(root(page).locator('[data-cursor-dot]')).toBeAttached()
    await expect(cover(page)).toHaveCount(0)
  })

  test('the welcome cover leaves from the keyboard, and only the home page has it', async ({
    page
  }) => {
    await page.goto('/?theme=proxio')
    await expect(page.getByRole('button', { name: 'Enter' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(cover(page)).toHaveCount(0)
    await expect.poll(() => page.evaluate((k) => sessionStorage.getItem(k), SEEN_KEY)).toBe('1')
    await page.evaluate((k) => sessionStorage.removeItem(k), SEEN_KEY)
    await page.goto('/archive?theme=proxio')
    await root(page).locator('[data-landing="blog-tiles"]').waitFor()
    await expect(cover(page)).toHaveCount(0)
  })

  test('home: the header and cursor dot, the sections, the marquees', async ({ page }) => {
    // Several behaviours of one page, each of them a test of its own before.
    test.setTimeout(60_000)
    await skipWelcome(page)
    await page.goto('/?theme=proxio')

    await test.step('the header turns solid once the page scrolls; the cursor dot follows the mouse', async () => {
      const header = root(page).locator('header[data-sticky-mode="transparent"]')
      await expect(header).toHaveAttribute('data-transparent', 'true')
      await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth')
      await page.mouse.move(300, 300)
      const dot = root(page).locator('[data-cursor-dot]')
      await expect(dot).toHaveAttribute('data-state', 'visible')
      await page.mouse.wheel(0, 1200)
      await expect(header).not.toHaveAttribute('data-transparent')
    })

    await test.step('the home sections in order; career rows; a question opens', async () => {
      await root(page).locator('[data-proxio-section="cta"]').waitFor()
      const names = await root(page)
        .locator('[data-proxio-section]')
        .evaluateAll((all) => all.map((el) => el.getAttribute('data-proxio-section')))
      expect(names).toEqual([
        'hero',
        'blog',
        'notice',
        'about',
        'brands',
        'career',
        'features',
        'testimonials',
        'faq',
        'cta'
      ])
      await expect(root(page).locator('h1')).toHaveCount(1)
      await expect(
        root(page).locator('[data-landing="blog-tiles"] [data-part="tile"]')
      ).toHaveCount(4)
      await expect(root(page).locator('[data-section="about"] [data-part="stat"]')).toHaveCount(4)
      await expect(root(page).locator('[data-landing="career"] [data-part="item"]')).toHaveCount(3)
      const question = root(page).locator('[data-section="faq"] details').first()
      await expect(question).not.toHaveAttribute('open')
      await question.locator('summary').click()
      await expect(question).toHaveAttribute('open', '')
      await expect(question.locator('[data-part="answer"]')).toBeVisible()
    })

    await test.step('the marquees: the copy is hidden from assistive technology; still under reduced motion', async () => {
      const brands = root(page).getByRole('region', { name: 'What I do' })
      await expect(brands.locator('ul[data-part="list"]')).toHaveCount(2)
      const copy = brands.locator('ul[data-copy]')
      await expect(copy).toHaveAttribute('aria-hidden', 'true')
      await expect(copy).toHaveAttribute('inert', '')
      const track = brands.locator('[data-part="track"]')
      await expect(track).not.toHaveCSS('animation-name', 'none')
      await expect(root(page).getByRole('region', { name: 'Testimonials' })).toBeAttached()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await expect(track).toHaveCSS('animation-name', 'none')
      await expect(copy).toBeHidden()
    })
  })

  test('no cursor dot and no smooth scrolling under reduced motion', async ({ page }) => {
    await skipWelcome(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/?theme=proxio')
    await root(page).locator('[data-proxio-section="hero"]').waitFor()
    await page.mouse.move(300, 300)
    await expect(root(page).locator('[data-cursor-dot]')).toHaveCount(0)
    await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto')
  })

  test('an article: its banner, body and share bar; the archive: a tile per post', async ({
    page
  }) => {
    await page.goto('/article/sea-of-clouds?theme=proxio')
    const banner = root(page).locator('[data-proxio-banner]')
    await expect(banner.locator('h1')).toHaveText('Above the Sea of Clouds')
    await expect(banner).toContainText('inversion morning')
    await expect(root(page).getByText('An inversion turns the world upside down')).toBeVisible()
    await expect(root(page).getByRole('button', { name: 'Copy link' })).toBeVisible()
    await page.goto('/archive?theme=proxio')
    const tiles = root(page).locator('[data-landing="blog-tiles"] [data-part="tile"]')
    // ?theme= on a static export switches the theme after the page loads.
    await expect.poll(() => tiles.count()).toBeGreaterThan(10)
    await tiles.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/article\//)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the hamburger opens the menu; no cursor dot for a touch screen', async ({ page }) => {
    await skipWelcome(page)
    await page.goto('/?theme=proxio')
    const open = root(page).getByRole('button', { name: 'Open menu' })
    const panel = page.locator(`[id="${await open.getAttribute('aria-controls')}"]`)
    await expect(panel.getByRole('link', { name: 'Archive' })).toBeHidden()
    await open.click()
    await expect(root(page).getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true'
    )
    await expect(panel.getByRole('link', { name: 'Archive' })).toBeVisible()
    await expect(root(page).locator('[data-cursor-dot]')).toHaveCount(0)
  })
})
