import type { CDPSession, Route } from '@playwright/test'
import { expect, test, waitForHydration, type Page } from '../support/browser-test'
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration/hydrated-attribute'

/**
 * A tap before the page has hydrated is never lost: plog's menu, dark-mode switch, search
 * button, theme switch and lock form each answer their first tap. The CPU runs 4× slower, as on
 * a mid-range phone, and the page's scripts are held back until the tap has been made, so every
 * tap lands on the server's HTML; then they are let through, the test waits for the page's
 * hydration mark and checks what the tap did.
 */

let cdp: CDPSession | null = null

test.afterEach(async () => {
  // The worker's page serves the next test: its CPU at full speed again.
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp?.detach()
  cdp = null
})

const isScript = (url: URL) =>
  url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js')

/** Opens `path` with a throttled CPU and its scripts held; returns what lets them through. */
async function beforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = []
  let released = false
  await page.route(isScript, (route) => (released ? route.continue() : void held.push(route)))
  // The page as it shows, before its scripts; the CPU slows from there on (the tap, hydration).
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return async () => {
    expect(await hydrated(page)).toBe(false)
    released = true
    await Promise.all(held.splice(0).map((route) => route.continue()))
    await waitForHydration(page)
  }
}

const hydrated = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE)

// By CSS, not by role: naming every element of a page costs seconds on a throttled CPU.
const button = (page: Page, label: string) =>
  page.locator(`button[aria-label="${label}"]`).filter({ visible: true }).first()

test('the menu opens on a tap made before hydration', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await beforeHydration(page, '/')
  await button(page, 'Open menu').click()
  await release()
  await expect(button(page, 'Close menu')).toHaveAttribute('aria-expanded', 'true')
})

test('the dark-mode switch answers a tap made before hydration', async ({ page }) => {
  const release = await beforeHydration(page, '/')
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await button(page, 'Toggle dark mode').click()
  await release()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(button(page, 'Toggle dark mode')).toHaveAttribute('aria-pressed', 'true')
})

test('the search button opens search on a tap made before hydration', async ({ page }) => {
  const release = await beforeHydration(page, '/')
  await button(page, 'Open search').click()
  await release()
  await expect(page.locator('[role="dialog"]')).toBeVisible()
})

test('the theme switch moves to the next theme on a tap made before hydration', async ({
  page
}) => {
  const release = await beforeHydration(page, '/')
  const theme = page.locator('button[data-theme-current]').filter({ visible: true })
  const before = await theme.getAttribute('data-theme-current')
  await theme.click()
  await release()
  await expect(page).toHaveURL(/[?&]theme=/)
  await expect(theme).not.toHaveAttribute('data-theme-current', before ?? '')
})

test('the lock form opens the post when submitted before hydration', async ({ page }) => {
  const release = await beforeHydration(page, '/article/contact-sheets')
  await page.locator('#post-password').fill('silver-halide')
  await page.locator('#post-password').press('Enter')
  await release()
  await expect(page.getByText('the one good picture on frame 31')).toBeVisible()
  // The password went nowhere but into the page's own opening of the post.
  expect(page.url()).not.toContain('silver-halide')
})
