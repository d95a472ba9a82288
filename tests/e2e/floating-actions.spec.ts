import { expect, test, type Page } from '../support/browser-test'

/** The shared floating action group, as nobelium shows it on a long article. */

const group = (page: Page) => page.locator('#theme-nobelium [data-widget="floating-actions"]')

async function openLongPost(page: Page) {
  await page.goto('/article/how-this-site-works?theme=nobelium')
  await expect(group(page)).toBeAttached()
}

test.use({ viewport: { width: 1280, height: 700 } })

test('appears once scrolled, shows the percent read, and Top goes back up', async ({ page }) => {
  await openLongPost(page)
  await expect(group(page)).toHaveAttribute('inert', '')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(group(page)).toHaveAttribute('data-shown', 'true')
  await expect(group(page).locator('[data-part="percent"]')).toHaveText('100%')
  await group(page).getByRole('button', { name: 'Top' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(group(page)).not.toHaveAttribute('data-shown', 'true')
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('Top jumps at once instead of gliding', async ({ page }) => {
    await openLongPost(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(group(page)).toHaveAttribute('data-shown', 'true')
    await group(page).getByRole('button', { name: 'Top' }).click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
