import { expect, test } from '../support/browser-test'

test('the home page renders the demo with the generator meta and its language', async ({
  page
}) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute(
    'content',
    'NotionPress 4.8.4'
  )
  // The demo's Notion Config table sets LANG to en-US.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('h1')).toHaveText('Silver & Light')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Above the Sea of Clouds' })
  ).toBeVisible()
})

test('an unknown path answers 404 with the 404 screen', async ({ page }) => {
  const response = await page.goto('/no-such-page-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found').first()).toBeVisible()
})
