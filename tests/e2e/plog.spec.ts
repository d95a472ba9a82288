import { expect, test, type Page } from '../support/browser-test'

/** The plog theme (the default) on the demo: lightbox, bars, slide-over, dark toggle. */

const tiles = (page: Page) => page.locator('[data-post-list] > article')
const dialogTitle = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 2 })

/**
 * Opens the lightbox from the n-th tile of the home page the test is on; a click that navigated
 * instead (before the handler existed) is retried from a fresh home page.
 */
async function openTile(page: Page, n: number) {
  const title = (await tiles(page).nth(n).getByRole('heading').textContent()) ?? ''
  let attempts = 0
  await expect(async () => {
    if (!(await page.getByRole('dialog').isVisible())) {
      if (attempts++ > 0 || new URL(page.url()).pathname !== '/') await page.goto('/')
      await tiles(page).nth(n).getByRole('link').first().click()
    }
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1500 })
  }).toPass({ timeout: 20_000 })
  return title.trim()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the bottom bar, the slide-over, the lightbox', async ({ page }) => {
    // Several behaviours of one page, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/')

    await test.step('the bottom bar carries the menu, the tools and the site mark', async () => {
      const bar = page.getByRole('banner')
      await expect(bar.getByRole('link', { name: 'Silver & Light' })).toBeVisible()
      for (const name of ['Full screen', 'Toggle dark mode', 'Open search'])
        await expect(bar.getByRole('button', { name })).toBeVisible()
      await expect(bar.getByRole('link', { name: 'Archive' })).toBeVisible()
    })

    await test.step('the info button opens the slide-over about the author; Escape closes it', async () => {
      const info = page.getByRole('button', { name: /^About / })
      await expect(async () => {
        await info.click()
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      const panel = page.getByRole('dialog')
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(/^About /)
      await expect(panel.getByText(/Powered by/)).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await expect(info).toBeFocused()
    })

    await test.step('a tile is a real link; a click opens the lightbox; arrows wrap; Escape closes', async () => {
      await expect(tiles(page)).toHaveCount(12)
      await expect(tiles(page).first().getByRole('link').first()).toHaveAttribute(
        'href',
        '/article/sea-of-clouds'
      )
      const first = await openTile(page, 0)
      const dialog = page.getByRole('dialog')
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      await expect(dialogTitle(page)).toHaveText(first)
      await expect(page).toHaveURL(/\/$/)
      await expect(dialog.getByRole('link', { name: 'Travel' })).toHaveAttribute(
        'href',
        '/category/Travel'
      )
      await expect(dialog.locator('img[src="/demo/covers/sea-of-clouds.webp"]')).toBeAttached()
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

      const last = (await tiles(page).last().getByRole('heading').textContent())?.trim() ?? ''
      await page.keyboard.press('ArrowLeft')
      await expect(dialogTitle(page)).toHaveText(last)
      await page.keyboard.press('ArrowRight')
      await expect(dialogTitle(page)).toHaveText(first)
      const second = (await tiles(page).nth(1).getByRole('heading').textContent())?.trim() ?? ''
      await dialog.getByRole('button', { name: 'Next' }).click()
      await expect(dialogTitle(page)).toHaveText(second)
      await dialog.getByRole('button', { name: 'Previous' }).click()
      await dialog.getByRole('button', { name: 'Previous' }).click()
      await expect(dialogTitle(page)).toHaveText(last)

      // Tab stays inside the dialog.
      for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)

      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    })
  })

  test('clicking the lightbox image goes to the post and closes it', async ({ page }) => {
    await page.goto('/')
    await openTile(page, 0)
    await page.getByRole('dialog').getByRole('link', { name: 'Above the Sea of Clouds' }).click()
    await expect(page).toHaveURL(/\/article\/sea-of-clouds$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('h1', { hasText: 'Above the Sea of Clouds' })).toBeVisible()
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the top bar shows; its hamburger opens the menu', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('banner')
    await expect(bar.getByRole('link', { name: 'Silver & Light' })).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Archive' })).toBeHidden()
    await bar.getByRole('button', { name: 'Open menu' }).click()
    await expect(bar.getByRole('link', { name: 'Archive' })).toBeVisible()
    await bar.getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive$/)
  })
})

test('home and articles have exactly one main landmark, holding the notice and the body', async ({
  page
}) => {
  await page.goto('/')
  await expect(page.locator('main')).toHaveCount(1)
  await expect(page.getByRole('main').getByText(/This is the demo workspace/)).toBeVisible()
  for (const path of ['/article/writing-in-notion', '/article/desert-week']) {
    await page.goto(path)
    await expect(page.locator('main')).toHaveCount(1)
    await expect(page.getByRole('main').locator('.notion-text').first()).toBeVisible()
  }
})

test('embedded frames sit on the dark surface in dark mode', async ({ page }) => {
  for (const path of ['/article/writing-in-notion', '/article/desert-week']) {
    await page.goto(`${path}?mode=dark`)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    const frame = page.locator('.notion-asset-wrapper iframe').first()
    // --bg-color-1 of the renderer's dark palette, not the white of an unpainted frame.
    await expect(frame).toHaveCSS('background-color', 'rgb(63, 68, 71)')
  }
})

test.describe('search tag strip on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('it scrolls sideways with faded ends, and Tab reaches its last tag', async ({ page }) => {
    await page.goto('/search')
    const chips = page.getByRole('link', { name: /\(\d+\)$/ })
    const strip = page.locator('ul').filter({ has: chips.first() })
    await expect(strip).toHaveAttribute('data-fade-end', 'true')
    await expect(strip).not.toHaveAttribute('data-fade-start', 'true')
    await expect(chips.last()).not.toBeInViewport()
    await chips.first().focus()
    const count = await chips.count()
    for (let i = 1; i < count; i++) await page.keyboard.press('Tab')
    await expect(chips.last()).toBeFocused()
    await expect(chips.last()).toBeInViewport({ ratio: 0.95 })
    await expect(strip).toHaveAttribute('data-fade-start', 'true')
    await expect(strip).not.toHaveAttribute('data-fade-end', 'true')
  })
})

test('the dark toggle persists across a reload and a navigation', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.goto('/archive')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true'
  )
})
