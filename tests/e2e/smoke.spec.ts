import { expect, test } from '@playwright/test'

test('the home page renders with the generator meta and a language', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute(
    'content',
    'NotionPress 4.8.4'
  )
  await expect(page.locator('html')).toHaveAttribute('lang', /^[a-z]{2}-[A-Z]{2}$/)
  await expect(page.locator('h1')).toBeVisible()
})

test('an unknown path answers 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found').first()).toBeVisible()
})
