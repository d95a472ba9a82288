import { expect, test, type Page } from '../support/browser-test'

/** The matery theme, switched to with ?theme=matery: hero, nav, overlay cards, article, drawer. */

const root = (page: Page) => page.locator('#theme-matery')
const header = (page: Page) => root(page).locator('header[data-sticky-mode]')
/** Tailwind's indigo-700 (#4338ca), as Chromium reports it. */
const INDIGO = /^(rgb\(67, 56, 202\)|lab\(32\.\d+ 49\.\d+ -84\.\d+\))$/

/** Scrolls with the wheel until the hydrated page has seen it (the check passes). */
async function wheelUntil(page: Page, dy: number, check: () => Promise<void>) {
  await expect(async () => {
    await page.mouse.wheel(0, dy)
    await check()
  }).toPass()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the typed hero and its glass button lead to the posts under a nav that turns indigo', async ({
    page
  }) => {
    await page.goto('/?theme=matery')
    const hero = root(page).locator('[data-hero="fullscreen"]')
    const typed = hero.locator('[data-typed-text] [data-part="text"]')
    const first = await typed.textContent()
    expect(first?.length).toBeGreaterThan(0)
    // The greeting is deleted letter by letter, then the next one is typed.
    await expect(typed).not.toHaveText(first ?? '', { timeout: 5000 })
    await expect(header(page)).toHaveAttribute('data-transparent')
    await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const start = hero.locator('[data-start-reading]')
    await expect(start).toHaveText('Start reading')
    await expect(start).toHaveCSS('backdrop-filter', /blur/)
    await start.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await expect(header(page)).not.toHaveAttribute('data-transparent')
    await expect(header(page)).toHaveCSS('background-color', INDIGO)
    // Reading on down hides it; going back up brings it back.
    await wheelUntil(page, 300, () =>
      expect(header(page)).toHaveAttribute('data-hidden', { timeout: 1000 })
    )
    await wheelUntil(page, -200, () =>
      expect(header(page)).not.toHaveAttribute('data-hidden', { timeout: 1000 })
    )
  })

  test('cards lay the title over the cover, with the date, category and tags under it', async ({
    page
  }) => {
    await page.goto('/?theme=matery')
    const card = root(page).locator('[data-card="overlay"][data-cover]').first()
    await card.scrollIntoViewIfNeeded()
    // Cards zoom in as they come into view: the boxes are compared once the card stands still.
    await card.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)))
    )
    const cover = await card.locator('[data-part="cover"]').boundingBox()
    const title = await card.locator('[data-part="title"]').boundingBox()
    expect(
      cover && title && title.y > cover.y && title.y + title.height <= cover.y + cover.height
    ).toBe(true)
    await expect(card.locator('[data-part="title"]')).toHaveCSS('color', 'rgb(255, 255, 255)')
    const date = card.locator('[data-part="footer"] a[href^="/archive#"]')
    await expect(date).toHaveAttribute('href', /^\/archive#\d{4}-\d{2}$/)
    await expect(card.locator('[data-part="category"]')).toHaveAttribute('href', /^\/category\//)
    await expect(card.locator('[data-part="tags"] a').first()).toHaveAttribute('href', /^\/tag\//)
    const grid = root(page).locator('[data-post-list]')
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+ \S+ \S+$/)
  })

  test('a category page has no hero and a selector of every category, the current one marked', async ({
    page
  }) => {
    await page.goto('/category/Travel?theme=matery')
    await expect(root(page).locator('[data-hero]')).toHaveCount(0)
    await expect(header(page)).toHaveAttribute('data-sticky-mode', 'hide')
    const panel = root(page).locator('[data-matery-taxonomy="categories"]')
    await expect(panel.locator('[aria-current="page"]')).toHaveText(/Travel/)
    await panel.getByRole('link', { name: /Film/ }).click()
    await expect(page).toHaveURL(/\/category\/Film/)
    await expect(panel.locator('[aria-current="page"]')).toHaveText(/Film/)
  })

  test('a tag page shows every tag above the grid, the current one marked', async ({ page }) => {
    await page.goto('/tag/mountains?theme=matery')
    const panel = root(page).locator('[data-matery-taxonomy="tags"]')
    await expect(panel.locator('li[data-current]')).toHaveText(/mountains/)
    expect(await panel.locator('li').count()).toBeGreaterThan(3)
    await expect(root(page).locator('[data-card="overlay"]').first()).toBeVisible()
  })

  test('the article card floats over the post hero with the contents rail beside it', async ({
    page
  }) => {
    await page.goto('/article/how-this-site-works?theme=matery')
    const hero = await root(page).locator('[data-post-hero]').boundingBox()
    const card = await root(page).locator('article#article-wrapper').boundingBox()
    expect(hero && card && card.y < hero.y + hero.height - 100).toBe(true)
    await expect(root(page).locator('[data-article-info]')).toContainText('words')
    await expect(root(page).locator('[data-part="copyright"]')).toBeVisible()
    const rail = root(page).locator('[data-matery-toc]')
    await expect(rail).toBeVisible()
    const box = await rail.boundingBox()
    expect(box && card && box.x > card.x + card.width).toBe(true)
    await rail.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/#/)
    await expect(rail.locator('a[aria-current]')).toBeVisible()
  })

  test('the floating group: comments, dark mode and back to top', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=matery')
    const group = root(page).locator('[data-widget="floating-actions"]')
    await wheelUntil(page, 600, () =>
      expect(group).toHaveAttribute('data-shown', { timeout: 1000 })
    )
    await group.getByRole('button', { name: 'Comments' }).click()
    await expect(root(page).locator('#comment')).toBeInViewport()
    await group.getByRole('button', { name: /dark/i }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await group.getByRole('button', { name: 'Top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the hamburger opens the left drawer: indigo band with avatar, title and description', async ({
    page
  }) => {
    await page.goto('/?theme=matery')
    await root(page).getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toHaveAttribute('data-side', 'left')
    expect((await drawer.boundingBox())?.height).toBe(800)
    const band = drawer.locator('[data-part="band"]')
    await expect(band).toHaveCSS('background-color', INDIGO)
    await expect(band.locator('[data-part="name"]')).toHaveText('Silver & Light')
    await expect(band.locator('[data-part="description"]')).not.toBeEmpty()
    await drawer.getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive/)
    await expect(drawer).toBeHidden()
  })

  test('cards take one column and the contents rail is hidden', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=matery')
    await expect(root(page).locator('[data-matery-toc]')).toBeHidden()
    await page.goto('/?theme=matery')
    const grid = root(page).locator('[data-post-list]')
    await expect(grid).toHaveCSS('grid-template-columns', /^\S+$/)
  })
})
