import { expect, test, type Page } from '../support/browser-test'

/** Lists, menus, taxonomy indexes and the 404 screen of the example theme on the demo. */

const rows = (page: Page) => page.locator('[data-post-list] > article')

test('paging: Next goes to /page/2, Prev back to the base path, the s query kept', async ({
  page
}) => {
  await page.goto('/?s=light')
  await expect(rows(page)).toHaveCount(12)
  const next = page.getByRole('link', { name: /Next/ })
  await expect(next).toHaveAttribute('href', '/page/2?s=light')
  await next.click()
  await expect(page).toHaveURL(/\/page\/2\?s=light$/)
  await expect(rows(page)).toHaveCount(12)
  await expect(page.getByRole('link', { name: /Prev/ })).toHaveAttribute('href', '/?s=light')
})

test('a locked post carries the lock badge in the list', async ({ page }) => {
  await page.goto('/')
  const badged = rows(page).filter({ has: page.locator('[data-lock-badge]') })
  await expect(badged).toHaveCount(1)
  await expect(badged.getByRole('link', { name: 'Contact Sheets: Unedited' })).toBeVisible()
  await expect(badged.getByRole('img', { name: 'Locked' })).toBeVisible()
})

/**
 * Scroll mode without a rebuild: the e2e builds use POST_LIST_STYLE 'page', so the home list's
 * data document is rewritten to say 'scroll' and the home page is reached by a client
 * navigation (which renders from that document). Further posts then come, unmodified, from
 * /page/2's data document, as they would with the setting on.
 */
async function homeInScrollMode(page: Page) {
  await page.route(/\/_next\/data\/[^/]+\/index\.json/, async (route) => {
    // Next also sends HEAD requests for data (prefetch checks): no body to rewrite.
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    const json = (await response.json()) as {
      pageProps: { siteProps: { config: Record<string, unknown> } }
    }
    json.pageProps.siteProps.config.POST_LIST_STYLE = 'scroll'
    await route.fulfill({ response, json })
  })
  await page.goto('/archive')
  await page.getByRole('banner').getByRole('link', { name: 'Silver & Light' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'More' })).toBeVisible()
  await expect(rows(page)).toHaveCount(12)
}

// A prefetch may still be inside a data rewrite when a test ends: drop it quietly.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('scroll mode: More loads the next page, then No More', async ({ page }) => {
  await homeInScrollMode(page)
  const pageData = page.waitForResponse(/\/_next\/data\/[^/]+\/page\/2\.json/)
  // Not .click(): scrolling the button into view would load the next page by itself.
  await page.getByRole('button', { name: 'More' }).dispatchEvent('click')
  expect((await pageData).status()).toBe(200)
  await expect(rows(page)).toHaveCount(24)
  await page.getByRole('button', { name: 'More' }).dispatchEvent('click')
  await expect(rows(page)).toHaveCount(27)
  await expect(page.getByText('No More')).toBeVisible()
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0)
})

test('scroll mode: reaching the bottom loads more', async ({ page }) => {
  await homeInScrollMode(page)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(rows(page)).toHaveCount(24)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(rows(page)).toHaveCount(27)
  await expect(page.getByText('No More')).toBeVisible()
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test('the hamburger opens the menu and the plus expands a sub-menu', async ({ page }) => {
    await page.goto('/')
    const travel = page.getByRole('navigation').getByRole('link', { name: 'Travel' })
    await expect(page.getByRole('navigation').getByRole('link', { name: 'About' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'About' })).toBeVisible()
    await expect(travel).toBeHidden()
    const plus = page.getByRole('button', { name: 'Expand: Stories' })
    await expect(plus).toHaveAttribute('aria-expanded', 'false')
    await plus.click()
    await expect(plus).toHaveAttribute('aria-expanded', 'true')
    await expect(travel).toBeVisible()
    await travel.click()
    // A client navigation that first fetches the category page's code: slow on a busy machine.
    await expect(page).toHaveURL(/\/category\/Travel$/, { timeout: 15_000 })
  })
})

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test('the Stories dropdown opens on hover', async ({ page }) => {
    await page.goto('/')
    const stories = page.getByRole('button', { name: 'Stories' })
    await expect(page.getByRole('menuitem', { name: 'Film' })).toBeHidden()
    await stories.hover()
    await expect(stories).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitem', { name: 'Film' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Film' }).click()
    await expect(page).toHaveURL(/\/category\/Film$/)
  })

  test('the Stories dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const stories = page.getByRole('button', { name: 'Stories' })
    await expect(stories).toHaveAttribute('aria-haspopup', 'menu')
    await stories.focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Travel' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Film' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(stories).toBeFocused()
    await expect(stories).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(stories).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/category\/Site%20Notes$/)
  })
})

test('the archive lists every post under month headings with anchors', async ({ page }) => {
  await page.goto('/archive')
  const main = page.getByRole('main')
  await expect(main.locator('section[id="2025-05"] h2')).toBeVisible()
  await expect(main.locator('section[id] li a')).toHaveCount(27)
})

test('the category index lists the demo counts', async ({ page }) => {
  await page.goto('/category')
  const expected = { Travel: 8, Film: 5, Games: 3, 'Site Notes': 3, 随笔: 2, Craft: 2 }
  for (const [name, count] of Object.entries(expected)) {
    await expect(
      page.getByRole('main').getByRole('link', { name: `${name} ${count} posts`, exact: true })
    ).toHaveAttribute('href', `/category/${encodeURIComponent(name)}`)
  }
})

test('the tag index shows each tag with its count and colour', async ({ page }) => {
  await page.goto('/tag')
  const film = page.getByRole('main').getByRole('link', { name: '#film 8', exact: true })
  await expect(film).toHaveAttribute('href', '/tag/film')
  await expect(film).toHaveClass(/bg-pink-100/)
})

test('the 404 screen returns home after 3 seconds', async ({ page }) => {
  await page.goto('/no-such-page-here')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Page Not Found, Redirecting to Home Page...')).toBeVisible()
  await expect(page).toHaveURL(/\/no-such-page-here$/)
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 })
  await expect(rows(page).first()).toBeVisible()
})
