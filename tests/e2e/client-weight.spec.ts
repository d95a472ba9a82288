import { expect, test } from '@playwright/test'

/**
 * What heavy libraries the browser must never download: equations and code are rendered at
 * build time (lib/render), so KaTeX's and Prism's JavaScript stay on the server. The bench
 * (`npm run bench`) measures the bytes; this guards the regression it once found.
 */
test('an article with equations and code loads neither KaTeX nor Prism JavaScript', async ({
  page
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/article/how-this-site-works', { waitUntil: 'networkidle' })
  await expect(page.locator('.katex').first()).toBeVisible()
  await expect(page.locator('.token').first()).toBeVisible()
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(3)
  expect(bodies.filter((js) => js.includes('KaTeX parse error'))).toHaveLength(0)
  expect(bodies.filter((js) => js.includes('Prism.languages'))).toHaveLength(0)
})

test('links prefetch the page they lead to on hover, not every page in view', async ({ page }) => {
  const data: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/data/')) data.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  // Twelve post links are in view: none of their pages is fetched by just being seen.
  expect(data).toEqual([])
  const card = page.getByRole('main').getByRole('link', { name: 'Above the Sea of Clouds' })
  const prefetched = page.waitForRequest((r) => r.url().includes('/_next/data/'))
  await card.first().hover()
  expect((await prefetched).url()).toMatch(/\/article\/[^/]+\.json/)
})
