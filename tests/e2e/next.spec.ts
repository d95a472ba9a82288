import { expect, test, type Page } from '../support/browser-test'

/** The next theme (NexT, Pisces), switched to with ?theme=next. */

const root = (page: Page) => page.locator('#theme-next')
const left = (page: Page) => page.locator('[data-next-left]')
const right = (page: Page) => page.locator('[data-next-right]')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('an article: the brand column, then a search from its field', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=next')

    await test.step('the brand column: logo block, menu, search field, the sticky card with tabs', async () => {
      const brand = left(page).locator('[data-next-brand]')
      await expect(brand).toContainText('Silver & Light')
      await expect(brand.locator('p')).not.toBeEmpty()
      await expect(left(page).getByRole('navigation', { name: 'Menu' })).toBeVisible()
      await expect(left(page).getByRole('search').getByRole('textbox')).toBeVisible()
      const card = left(page).locator('[data-next-side-card]')
      await expect(card).toHaveCSS('position', 'sticky')
      const contents = card.getByRole('tab', { name: 'Contents' })
      const overview = card.getByRole('tab', { name: 'Overview' })
      await expect(contents).toHaveAttribute('aria-selected', 'true')
      await expect(card.getByRole('link', { name: 'The database' })).toBeVisible()
      await overview.click()
      await expect(overview).toHaveAttribute('aria-selected', 'true')
      await expect(card.getByRole('link', { name: 'The database' })).toBeHidden()
      const counts = card.locator('[data-next-overview]')
      await expect(counts).toContainText('Posts')
      await expect(counts).toContainText('Categories')
      await expect(counts).toContainText('Tags')
      await page.keyboard.press('ArrowLeft')
      await expect(contents).toHaveAttribute('aria-selected', 'true')
    })

    await test.step('search: a sticky "N results" bar over the highlighted hits', async () => {
      const field = left(page).getByRole('search').getByRole('textbox')
      await field.fill('light')
      await field.press('Enter')
      await expect(page).toHaveURL(/\/search(\/light|\?(.+&)?s=light)/)
      const bar = root(page).locator('[data-next-results]')
      await expect(bar).toHaveText(/^\d+ results/)
      await expect(bar).toHaveCSS('position', 'sticky')
      const n = Number((await bar.textContent())?.match(/^(\d+)/)?.[1])
      expect(n).toBeGreaterThan(0)
      await expect(root(page).locator('main li a').first()).toBeVisible()
    })
  })

  test('home, its widgets, the category and tag indexes, then a category', async ({ page }) => {
    // Three behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    /** A visible link of the theme to `href`, as a visitor clicks it. */
    const linkTo = (href: string) => root(page).locator(`a[href="${href}"]:visible`).first()
    await page.goto('/?theme=next')

    await test.step('the widget column: notice, latest, categories and tags; each hidden on its index', async () => {
      for (const widget of ['notice', 'latest-posts', 'categories', 'tags'])
        await expect(right(page).locator(`[data-widget="${widget}"]`)).toBeVisible()
      await linkTo('/category').click()
      await expect(page).toHaveURL(/\/category(\?|$)/)
      await expect(right(page).locator('[data-widget="tags"]')).toBeVisible()
      await expect(right(page).locator('[data-widget="categories"]')).toHaveCount(0)
      await linkTo('/tag').click()
      await expect(page).toHaveURL(/\/tag(\?|$)/)
      await expect(right(page).locator('[data-widget="categories"]')).toBeVisible()
      await expect(right(page).locator('[data-widget="tags"]')).toHaveCount(0)
    })

    await test.step('home: white cards with read more and a numbered pager; no contents tab', async () => {
      await linkTo('/').click()
      await expect(page).toHaveURL(/:\d+\/(\?|$)/)
      const card = root(page).locator('main [data-next-card]').first()
      await expect(card.getByRole('link', { name: /^Read more/ })).toBeVisible()
      await expect(card.locator('[data-next-meta]')).toContainText('|')
      await expect(left(page).getByRole('tab')).toHaveCount(0)
      await expect(left(page).locator('[data-next-overview]')).toBeVisible()
      const pager = root(page).locator('main [data-pager="numbers"]')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      await pager.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/page\/2/)
      await expect(
        root(page).locator('main [data-pager="numbers"] [aria-current="page"]')
      ).toHaveText('2')
    })

    await test.step('a category page has a sticky strip of chips, its own chip current', async () => {
      await linkTo('/category/Travel').click()
      await expect(page).toHaveURL(/\/category\/Travel(\?|$)/)
      const strip = root(page).locator('[data-next-chips]')
      await expect(strip).toHaveCSS('position', 'sticky')
      await expect(strip.locator('[aria-current="page"]')).toHaveText(/^Travel \(\d+\)$/)
      await strip.getByRole('link', { name: /^Film/ }).click()
      await expect(page).toHaveURL(/\/category\/Film/)
      await expect(root(page).locator('[data-next-chips] [aria-current="page"]')).toHaveText(
        /^Film/
      )
    })
  })

  test('the article: info block, copyright, related, category and tags, prev / next', async ({
    page
  }) => {
    await page.goto('/article/sea-of-clouds?theme=next')
    const info = root(page).locator('[data-next-article-info]')
    await expect(info.getByRole('heading', { level: 1 })).toHaveText(/Above the Sea of Clouds/)
    await expect(info).toContainText('Posted on')
    await expect(info).toContainText('Words')
    const copyright = root(page).locator('[data-part="copyright"]')
    await expect(copyright).toContainText('Author')
    await expect(copyright.getByRole('link')).toHaveText(/\/article\/sea-of-clouds$/)
    await expect(root(page).getByRole('region', { name: 'Related posts' })).toBeVisible()
    await expect(
      root(page).locator('article [data-next-meta]').getByRole('link', { name: 'Travel' })
    ).toBeVisible()
    await expect(root(page).getByRole('navigation', { name: 'Previous / Next' })).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the black top bar: the menu folds open, search opens the drawer', async ({ page }) => {
    await page.goto('/?theme=next')
    const bar = root(page).locator('[data-next-phone-bar]')
    await expect(left(page)).toBeHidden()
    await bar.getByRole('button', { name: 'Open menu' }).click()
    await expect(bar.getByRole('link', { name: 'Archive' })).toBeVisible()
    await bar.getByRole('button', { name: 'Close menu' }).click()
    await bar.getByRole('button', { name: 'Open search' }).click()
    const drawer = page.getByRole('dialog', { name: 'Search' })
    await expect(drawer).toBeVisible()
    await expect(drawer.locator('[data-widget="categories"]')).toBeVisible()
    await expect(drawer.locator('[data-widget="tags"]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await bar.getByRole('button', { name: 'Open search' }).click()
    await drawer.getByRole('textbox').fill('dunes')
    await drawer.getByRole('textbox').press('Enter')
    await expect(page).toHaveURL(/\/search/)
    await expect(drawer).toBeHidden()
  })

  test('the floating group shows after a scroll; its contents button opens the drawer', async ({
    page
  }) => {
    await page.goto('/article/how-this-site-works?theme=next')
    const group = page.locator('[data-widget="floating-actions"]')
    await expect(group).not.toHaveAttribute('data-shown', /.*/)
    await page.mouse.wheel(0, 600)
    await expect(group).toHaveAttribute('data-shown', 'true')
    await expect(group.getByRole('button', { name: 'Top' })).toContainText('%')
    await group.getByRole('button', { name: 'Contents' }).click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Before you publish' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/#/)
  })
})
