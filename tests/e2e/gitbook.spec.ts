import { expect, test, type Locator, type Page } from '../support/browser-test'

/** The gitbook theme, switched to with ?theme=gitbook: the page tree, its folders and drawers. */

const tree = (page: Page) => page.locator('aside [data-nav-tree]')
const folder = (page: Page, name: string) => tree(page).getByRole('button', { name, exact: true })

/**
 * Waits until nothing in `scope` is moving: a folder folds open or shut in 300-400 ms, and a
 * click aimed while the rows below it still slide can land on the row that slid under the pointer.
 */
const still = (scope: Locator) =>
  expect.poll(() => scope.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0)

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the archive tree: folders, a post opened from it, the filter', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/archive?theme=gitbook')

    await test.step('a folder opens and shuts; opening another shuts the first', async () => {
      const travel = folder(page, 'Travel')
      await expect(travel).toHaveAttribute('aria-expanded', 'false')
      const sea = tree(page).getByRole('link', { name: 'Above the Sea of Clouds' })
      await expect(sea).toBeHidden()
      await travel.click()
      await expect(travel).toHaveAttribute('aria-expanded', 'true')
      await expect(sea).toBeVisible()
      await still(tree(page))
      await folder(page, 'Film').click()
      await expect(folder(page, 'Film')).toHaveAttribute('aria-expanded', 'true')
      await expect(travel).toHaveAttribute('aria-expanded', 'false')
      await expect(sea).toBeHidden()
      await still(tree(page))
      await folder(page, 'Film').click()
      await expect(folder(page, 'Film')).toHaveAttribute('aria-expanded', 'false')
    })

    await test.step('a post opened from the tree is shown, highlighted, its folder open', async () => {
      await folder(page, 'Travel').click()
      await still(tree(page))
      await tree(page).getByRole('link', { name: 'Above the Sea of Clouds' }).click()
      await expect(page).toHaveURL(/\/article\/sea-of-clouds\?theme=gitbook$/)
      await expect(page.locator('#theme-gitbook h1')).toHaveText(/Above the Sea of Clouds/)
      await expect(tree(page).locator('[aria-current="page"]')).toHaveText(
        'Above the Sea of Clouds'
      )
      await page.reload()
      await expect(folder(page, 'Travel')).toHaveAttribute('aria-expanded', 'true')
      await expect(tree(page).locator('[aria-current="page"]')).toHaveText(
        'Above the Sea of Clouds'
      )
    })

    await test.step('the filter keeps matching pages only, their folders open', async () => {
      await expect(folder(page, 'Travel')).toBeVisible()
      await tree(page).getByRole('searchbox').fill('dunes')
      await expect(tree(page).getByRole('link', { name: 'A Week in the Dunes' })).toBeVisible()
      await expect(tree(page).locator('[data-nav-folder]')).toHaveCount(1)
      await tree(page).getByRole('searchbox').fill('no page is called this')
      await expect(tree(page).locator('[data-nav-folder]')).toHaveCount(0)
      await expect(tree(page)).toContainText('No page matches.')
    })
  })

  test('red dots mark posts published since the last visit, none on a first visit', async ({
    page
  }) => {
    await page.goto('/archive?theme=gitbook')
    await folder(page, 'Travel').click()
    await expect(tree(page).getByRole('link', { name: 'Above the Sea of Clouds' })).toBeVisible()
    await expect(tree(page).locator('[data-new-badge]')).toHaveCount(0)
    await page.evaluate(() => {
      sessionStorage.clear()
      localStorage.setItem('gitbook_last_visit', String(Date.UTC(2025, 0, 1)))
    })
    await page.reload()
    await folder(page, 'Travel').click()
    const sea = tree(page).getByRole('link', { name: 'Above the Sea of Clouds' })
    await expect(sea.locator('[data-new-badge]')).toHaveCount(1)
    const older = tree(page).getByRole('link', { name: 'Winter Light Along the Coast' })
    await expect(older.locator('[data-new-badge]')).toHaveCount(0)
  })
})

test.describe('home and search', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('switched to at run time, home lists the pages; Ctrl+K opens the search', async ({
    page
  }) => {
    await page.goto('/?theme=gitbook')
    await expect(folder(page, 'Travel')).toBeVisible()
    await expect(page.locator('#theme-gitbook main [data-post-list] article').first()).toBeVisible()
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await page
      .locator('#theme-gitbook header')
      .getByRole('button', { name: 'Search', exact: true })
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('the Pages tab opens the tree in a drawer; Escape closes it', async ({ page }) => {
    await page.goto('/archive?theme=gitbook')
    await expect(tree(page)).toBeHidden()
    const tab = page.getByRole('button', { name: 'Pages' })
    await tab.click()
    const drawer = page.getByRole('dialog', { name: 'Pages' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Travel', exact: true }).click()
    await expect(drawer.getByRole('link', { name: 'Above the Sea of Clouds' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(tab).toBeFocused()
    await tab.click()
    await still(drawer)
    await drawer.getByRole('button', { name: 'Film', exact: true }).click()
    await still(drawer)
    await drawer.getByRole('link').filter({ hasText: 'Contact Sheets' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/article\/[^?]+\?theme=gitbook$/)
  })

  test('the Contents tab opens the table of contents; the scrim and a jump close it', async ({
    page
  }) => {
    await page.goto('/article/how-this-site-works?theme=gitbook')
    const tab = page.getByRole('button', { name: 'Contents' })
    await tab.click()
    const drawer = page.getByRole('dialog', { name: 'Contents' })
    await expect(drawer).toBeVisible()
    await page.mouse.click(10, 400)
    await expect(drawer).toBeHidden()
    await tab.click()
    await drawer.getByRole('link', { name: 'Before you publish' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/#/)
  })
})
