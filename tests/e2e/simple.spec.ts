import { expect, test, type Page } from '../support/browser-test'

/** The simple theme on the demo, switched to with ?theme=simple. */

const root = (page: Page) => page.locator('#theme-simple')
const bar = (page: Page) => root(page).getByRole('navigation', { name: 'Menu' })
const rows = (page: Page) => root(page).locator('[data-post-list] > article')

/** Opens a path in simple; the switch applies after hydration, so wait for its root. */
async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=simple`)
  await expect(root(page)).toBeAttached()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the masthead, the rows, the search, then the footer toggle', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await open(page, '/')

    await test.step('the masthead: no empty tip bar, avatar, author, tagline, contacts, description', async () => {
      await expect(root(page).locator('[data-simple-top-bar]')).toHaveCount(0)
      const head = root(page).locator('[data-simple-masthead]')
      await expect(head.getByRole('link', { name: /Wren Calder/ })).toHaveAttribute('href', '/')
      await expect(head.locator('[data-part="tagline"]')).toHaveText(/Programmer/)
      await expect(head.getByText(/photographer’s notebook/)).toBeVisible()
      const avatar = head.locator('img')
      await avatar.hover()
      await expect.poll(() => avatar.evaluate((el) => getComputedStyle(el).scale)).toBe('1.1')
    })

    await test.step('rows: teal title, meta linking to the archive month, Continue reading, Next', async () => {
      const first = rows(page).first()
      const title = first.getByRole('heading').getByRole('link')
      await expect(title).toHaveCSS('color', 'rgb(39, 96, 119)')
      await expect(first.getByRole('link', { name: /^Continue reading/ })).toHaveAttribute(
        'href',
        (await title.getAttribute('href')) ?? ''
      )
      const date = first.locator('[data-part="date"]')
      const month = /#(\d{4}-\d{2})$/.exec((await date.getAttribute('href')) ?? '')?.[1]
      expect(month).toBeDefined()
      await date.click()
      await expect(page).toHaveURL(new RegExp(`/archive\\?theme=simple#${month}$`))
      await expect(root(page).locator(`[id="${month}"]`)).toBeVisible()
      await root(page)
        .locator('[data-simple-masthead]')
        .getByRole('link', { name: /Wren Calder/ })
        .click()
      await expect(page).toHaveURL(/:\d+\/(\?[^#]*)?$/)
      await root(page).getByRole('link', { name: /Next/ }).click()
      await expect(page).toHaveURL(/\/page\/2\?theme=simple$/)
      await expect(rows(page).first()).toBeVisible()
    })

    await test.step('the search button swaps the menu for an input; Enter searches, Escape returns', async () => {
      const button = bar(page).getByRole('button', { name: 'Open search' })
      await button.click()
      const input = bar(page).getByRole('searchbox', { name: 'Search' })
      await expect(input).toBeFocused()
      await expect(bar(page).getByRole('link', { name: 'Archive' })).toHaveCount(0)
      await input.press('Escape')
      await expect(input).toHaveCount(0)
      await expect(bar(page).getByRole('link', { name: 'Archive' })).toBeVisible()
      await expect(button).toBeFocused()
      await button.press('Enter')
      await bar(page).getByRole('searchbox', { name: 'Search' }).fill('clouds')
      await bar(page).getByRole('searchbox', { name: 'Search' }).press('Enter')
      await expect(page).toHaveURL(/\/search(\/clouds|\?s=clouds)/)
      const box = root(page).locator('main').getByRole('textbox', { name: 'Search' })
      await expect(box).toHaveValue('clouds')
      await expect(root(page).locator('main').getByText('Above the Sea of Clouds')).toBeVisible()
    })

    await test.step('the footer toggles dark mode', async () => {
      const html = page.locator('html')
      const wasDark = /\bdark\b/.test((await html.getAttribute('class')) ?? '')
      await root(page).getByRole('button', { name: 'Toggle dark mode' }).click()
      await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/)
    })
  })

  test('the avatar keeps still for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await open(page, '/')
    const avatar = root(page).locator('[data-simple-masthead] img')
    await avatar.hover()
    expect(await avatar.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('none')
    expect(await avatar.evaluate((el) => getComputedStyle(el).rotate)).toMatch(/^(none|0deg)$/)
  })

  test('an article: meta, last edited, contents in the sidebar, prev / next, related', async ({
    page
  }) => {
    await open(page, '/article/how-this-site-works')
    const article = root(page).locator('#article-wrapper')
    await expect(article.locator('[data-part="last-edited"]')).toBeVisible()
    await expect(article.locator('[data-part="category"]')).toHaveText('Site Notes')
    const side = root(page).locator('[data-simple-sidebar]')
    await expect(side.locator('[data-widget="toc"]')).toBeVisible()
    await expect(side.locator('[data-widget="notice"]')).toBeVisible()
    await expect(article.getByRole('navigation', { name: 'Previous / Next' })).toBeVisible()
    await expect(article.getByRole('region', { name: 'Related posts' })).toBeVisible()
    await expect(article.locator('[data-share-url]')).toBeVisible()
  })

  test('category and tag indexes, and the 404 text', async ({ page }) => {
    await open(page, '/category')
    await expect(
      root(page)
        .locator('main')
        .getByRole('link', { name: /Travel/ })
    ).toBeVisible()
    await open(page, '/tag')
    await expect(
      root(page)
        .locator('main')
        .getByRole('link', { name: /mountains/ })
    ).toBeVisible()
    await open(page, '/no-such-page-here')
    await expect(root(page).locator('main').getByText('404', { exact: true })).toBeVisible()
  })

  test('in dark mode titles take a lighter teal', async ({ page }) => {
    await open(page, '/?mode=dark')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const title = rows(page).first().getByRole('heading').getByRole('link')
    await expect(title).toHaveCSS('color', 'rgb(124, 197, 221)')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('"Menu" folds the list open, "Close" folds it shut; no sidebar', async ({ page }) => {
    await open(page, '/')
    await expect(root(page).locator('[data-simple-sidebar]')).toBeHidden()
    const link = bar(page).getByRole('link', { name: 'Archive' })
    await expect(link).toBeHidden()
    await bar(page).getByRole('button', { name: 'Open menu' }).click()
    await expect(bar(page).getByRole('button', { name: 'Close menu' })).toHaveText('Close')
    await expect(link).toBeVisible()
    await bar(page).getByRole('button', { name: 'Close menu' }).click()
    await expect(link).toBeHidden()
    await bar(page).getByRole('button', { name: 'Open menu' }).click()
    await link.click()
    await expect(page).toHaveURL(/\/archive\?theme=simple$/)
  })
})
