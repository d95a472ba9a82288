import { expect, test, type Page } from '../support/browser-test'
import { expectTyping } from '../support/typed-text'

/** The hexo theme, switched to with ?theme=hexo: hero, nav, cards, sidebar, pager, drawers. */

const root = (page: Page) => page.locator('#theme-hexo')
const header = (page: Page) => root(page).locator('header[data-sticky-mode]')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the hero types the greetings and its arrow scrolls to the posts', async ({ page }) => {
    await page.goto('/?theme=hexo')
    const hero = root(page).locator('[data-hero="fullscreen"]')
    await expect(hero).toBeVisible()
    const typed = hero.locator('[data-typed-text] [data-part="text"]')
    const sentence = await hero.locator('[data-typed-text] [data-part="sentence"]').textContent()
    const words = (sentence ?? '').split('. ').filter(Boolean)
    expect(words.length).toBeGreaterThan(1)
    // Words are deleted letter by letter, and the next ones typed.
    await expectTyping(typed, words)
    await expect(header(page)).toHaveAttribute('data-transparent')
    // The arrow bounces, still under reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await hero.getByRole('button', { name: 'Start reading' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
    await expect(header(page)).not.toHaveAttribute('data-transparent')
    await expect(header(page)).toHaveAttribute('data-scrolled')
  })

  test('home: cards, pager, sidebar, then a category without the hero', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=hexo')

    await test.step('cards alternate the side of their cover', async () => {
      const cards = root(page).locator('[data-card="horizontal"][data-side]')
      await expect(cards.nth(1)).toBeAttached()
      await expect(cards.nth(0)).toHaveAttribute('data-side', 'left')
      await expect(cards.nth(1)).toHaveAttribute('data-side', 'right')
      for (const [i, coverFirst] of [
        [0, true],
        [1, false]
      ] as const) {
        await cards.nth(i).scrollIntoViewIfNeeded()
        const cover = await cards.nth(i).locator('[data-part="cover"]').boundingBox()
        const body = await cards.nth(i).locator('[data-part="body"]').boundingBox()
        expect(cover && body && cover.x < body.x).toBe(coverFirst)
      }
    })

    await test.step('the numbered pager goes to page 2 and marks it', async () => {
      const pager = root(page).locator('nav[data-pager="numbers"]')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      await pager.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/page\/2/)
      await expect(
        root(page).locator('nav[data-pager="numbers"] [aria-current="page"]')
      ).toHaveText('2')
    })

    await test.step('the sidebar shows the info card, notice, latest posts, categories and tags', async () => {
      await root(page).locator('a[href="/"]:visible').first().click()
      await expect(page).toHaveURL(/:\d+\/(\?|$)/)
      const side = root(page).locator('[data-hexo-sidebar]')
      await expect(side.locator('[data-hexo-info-card] [data-widget="author"]')).toBeVisible()
      const counts = side.locator('[data-hexo-info-card] [data-part="counts"]')
      await expect(counts).toContainText('Posts')
      await expect(counts).toContainText('Categories')
      for (const widget of ['notice', 'latest-posts', 'categories', 'tags'])
        await expect(side.locator(`[data-widget="${widget}"]`)).toBeVisible()
      await side.locator('[data-widget="categories"]').getByRole('link', { name: 'Travel' }).click()
      await expect(page).toHaveURL(/\/category\/Travel/)
    })

    await test.step('the hero is on the home page only', async () => {
      // Reached from the sidebar's Travel link.
      await expect(root(page).locator('[data-card="horizontal"]').first()).toBeVisible()
      await expect(root(page).locator('[data-hero]')).toHaveCount(0)
      await expect(header(page)).toHaveAttribute('data-sticky-mode', 'hide')
    })
  })

  test('an article has its cover band, copyright and a solid nav after scrolling', async ({
    page
  }) => {
    await page.goto('/article/sea-of-clouds?theme=hexo')
    await expect(root(page).locator('[data-post-hero] h1')).toHaveText(/Above the Sea of Clouds/)
    await expect(root(page).locator('[data-part="copyright"]')).toBeVisible()
    await expect(header(page)).toHaveAttribute('data-transparent')
    // Scrolled again until the hydrated page has seen it.
    await expect(async () => {
      await page.mouse.wheel(0, 600)
      await expect(header(page)).not.toHaveAttribute('data-transparent', { timeout: 1000 })
    }).toPass()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the hamburger opens the left drawer menu; a link closes it', async ({ page }) => {
    await page.goto('/?theme=hexo')
    await root(page).getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveAttribute('data-side', 'left')
    // The whole height of the screen, not held inside the nav.
    expect((await drawer.boundingBox())?.height).toBe(800)
    await expect(drawer.locator('[data-widget="author"]')).toBeVisible()
    await drawer.getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive/)
    await expect(drawer).toBeHidden()
  })

  test('the search button opens a drawer with the categories, the tags and the box', async ({
    page
  }) => {
    await page.goto('/tag/mountains?theme=hexo')
    await root(page).getByRole('button', { name: 'Open search' }).click()
    const drawer = page.getByRole('dialog', { name: 'Search' })
    await expect(drawer.locator('[data-widget="categories"]')).toBeVisible()
    await expect(drawer.locator('[data-widget="tags"]')).toBeVisible()
    await drawer.getByRole('textbox', { name: 'Search' }).fill('fog')
    await drawer.getByRole('textbox', { name: 'Search' }).press('Enter')
    await expect(page).toHaveURL(/fog/)
    await expect(drawer).toBeHidden()
  })

  test('the floating contents button opens the contents drawer', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=hexo')
    await expect(root(page).locator('[data-hexo-sidebar]')).toBeHidden()
    const button = root(page).locator('[data-hexo-toc-button]')
    // The floating stack wakes once the hydrated page has seen the scroll.
    await expect(async () => {
      await page.mouse.wheel(0, 800)
      await expect(root(page).locator('[data-widget="floating-actions"]')).toHaveAttribute(
        'data-shown',
        { timeout: 1000 }
      )
    }).toPass()
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link').first().click()
    await expect(drawer).toBeHidden()
  })
})
