import { expect, test } from '../support/browser-test'

const htmlClass = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.className)

test.describe('dark mode before first paint', () => {
  test.beforeEach(async ({ page }) => {
    // With every script chunk blocked, only the inline pre-paint script can set the class; the
    // pages never hydrate, so navigations settle at DOMContentLoaded.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
  })

  test('?mode=dark is dark without any page JavaScript', async ({ page }) => {
    await page.goto('/?mode=dark', { waitUntil: 'domcontentloaded' })
    expect(await htmlClass(page)).toContain('dark')
  })

  test('a stored dark choice is dark without any page JavaScript', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('darkMode', 'true'))
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await htmlClass(page)).toContain('dark')
  })

  test('the default appearance is light', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await htmlClass(page)).toContain('light')
    expect(await htmlClass(page)).not.toContain('dark')
  })
})

test('the toggle switches, saves, and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
})
