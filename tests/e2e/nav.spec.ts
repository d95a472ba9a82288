import { expect, test, type Page } from '../support/browser-test'

/** The nav theme, switched to with ?theme=nav: the link directory, its filter, menu and drawers. */

const root = (page: Page) => page.locator('#theme-nav')
const directory = (page: Page) => root(page).locator('[data-link-directory]')
const filter = (page: Page) => root(page).getByRole('searchbox', { name: 'Search links' })
const tiles = (page: Page) => directory(page).locator('[data-link-tile]')

/**
 * The home page with nav as the configured theme and NAV_USE_CUSTOM_MENU off, without a rebuild:
 * the home page's data document is rewritten and reached by a client navigation from /archive.
 */
async function categoryMenu(page: Page) {
  await page.route(/\/_next\/data\/[^/]+\/index\.json/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    const json = (await response.json()) as {
      pageProps: {
        siteProps: { config: Record<string, unknown>; themeConfig: Record<string, unknown> }
      }
    }
    json.pageProps.siteProps.config.THEME = 'nav'
    json.pageProps.siteProps.themeConfig = { NAV_USE_CUSTOM_MENU: false }
    await route.fulfill({ response, json })
  })
  await page.goto('/archive?theme=nav')
  await root(page).locator('aside').getByRole('link', { name: 'Silver & Light' }).click()
  await expect(page).toHaveURL(/\/\?theme=nav$/)
  await expect(tiles(page)).toHaveCount(27)
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the Notion menu rows fold their sub-menus open', async ({ page }) => {
    await page.goto('/archive?theme=nav')
    const menu = root(page).locator('aside [data-side-menu]')
    const stories = menu.getByRole('button', { name: 'Stories' })
    await expect(menu.getByRole('link', { name: 'Film' })).toBeHidden()
    await stories.click()
    await expect(stories).toHaveAttribute('aria-expanded', 'true')
    await menu.getByRole('link', { name: 'Film' }).click()
    await expect(page).toHaveURL(/\/category\/Film/)
  })

  test('with NAV_USE_CUSTOM_MENU off, a "# name" entry jumps to its group', async ({ page }) => {
    await categoryMenu(page)
    const menu = root(page).locator('aside [data-side-menu]')
    const links = menu.getByRole('link', { name: 'Links' })
    await expect(links).toHaveAttribute('href', '/#Links')
    await expect(directory(page).locator('h2#Links')).not.toBeInViewport()
    await links.click()
    await expect(directory(page).locator('h2#Links')).toBeInViewport()
    await expect(directory(page).locator('h2#Links')).toHaveCount(1)
    // A prefetch may still be inside the rewrite when the test ends: drop it quietly.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('home: the tiles and their links, then the filter', async ({ page }) => {
    await page.goto('/?theme=nav')

    await test.step('an external tile opens a new tab with rel noopener; a post stays', async () => {
      const react = tiles(page).filter({ hasText: 'Learn React' })
      await expect(react).toHaveAttribute('href', 'https://react.dev/')
      await expect(react).toHaveAttribute('target', '_blank')
      await expect(react).toHaveAttribute('rel', 'noopener noreferrer')
      const mdn = tiles(page).filter({ hasText: 'MDN Web Docs' })
      await expect(mdn).toContainText('No description')
      const sea = tiles(page).filter({ hasText: 'Above the Sea of Clouds' })
      await expect(sea).toHaveAttribute('href', '/article/sea-of-clouds')
      await expect(sea).not.toHaveAttribute('target', '_blank')
    })

    await test.step('typing filters the tiles and hides empty groups; nonsense shows no match', async () => {
      await expect(tiles(page)).toHaveCount(27)
      await filter(page).fill('docs')
      await expect(tiles(page)).toHaveCount(4)
      await expect(directory(page).getByRole('heading', { level: 2 })).toHaveText([/Links$/])
      await filter(page).fill('zzqx nothing')
      await expect(tiles(page)).toHaveCount(0)
      await expect(directory(page).locator('[data-no-match]')).toContainText('zzqx nothing')
      await filter(page).fill('')
      await expect(tiles(page)).toHaveCount(27)
      await expect(page).toHaveURL(/\/\?theme=nav$/)
    })
  })

  test('the search page is the filter with the words filled in', async ({ page }) => {
    await page.goto('/search?s=dunes&theme=nav')
    await expect(filter(page)).toHaveValue('dunes')
    await expect(tiles(page)).toHaveCount(1)
    await expect(tiles(page)).toContainText('A Week in the Dunes')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the kebab opens the menu drawer; Escape closes it', async ({ page }) => {
    await page.goto('/?theme=nav')
    await expect(root(page).locator('aside [data-side-menu]')).toBeHidden()
    await root(page).getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('link', { name: 'Archive' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })

  test('the article’s floating button opens and closes its contents', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=nav')
    await root(page).locator('[data-toc-button]').click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer.getByRole('link', { name: 'The database' })).toBeVisible()
    await drawer.getByRole('link', { name: 'The database' }).click()
    await expect(drawer).toBeHidden()
  })
})
