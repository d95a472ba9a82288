import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_SITE_ENV } from '../../scripts/e2e-env'
import { E2E_CONTENT_DIR } from '../support/e2e-content'
import { expect, test, type Page } from '../support/browser-test'

/**
 * Publishing on the server build: an edit in the workspace the server reads (a copy of the demo,
 * tests/support/e2e-content.ts) shows on the very next visit after POST /api/revalidate, within
 * the regeneration window; the owner's preview (/api/preview) shows the demo's draft with the
 * preview bar, light and dark, on a desktop and a phone, until the bar's exit link ends it.
 */
const SECRET = E2E_SITE_ENV.REVALIDATE_SECRET
const POST = '/article/mountain-lakes'
const OLD = 'Mountain lakes are mirrors for about an hour a day.'
const NEW = 'Mountain lakes are mirrors for about one hour a day.'
const DRAFT = '/article/iceland-draft'
const DRAFT_TITLE = 'Iceland, Half Written'

const pageFiles = () =>
  readdirSync(path.join(E2E_CONTENT_DIR, 'pages')).map((f) =>
    path.join(E2E_CONTENT_DIR, 'pages', f)
  )
const originals = new Map<string, string>()

test.afterAll(async ({ request }) => {
  for (const [file, text] of originals) writeFileSync(file, text)
  if (originals.size)
    await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': SECRET },
      data: { path: POST }
    })
})

test('after POST /api/revalidate the very next visit shows the edit', async ({ request }) => {
  // The page is past its window by now: this visit starts a background regeneration from the
  // workspace before the edit, which the regeneration asked for below may be answered by.
  expect(await (await request.get(POST)).text()).toContain(OLD)
  for (const file of pageFiles()) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes(OLD)) continue
    originals.set(file, text)
    // Write then rename, so the server never reads half a file.
    writeFileSync(`${file}.tmp`, text.replaceAll(OLD, NEW))
    renameSync(`${file}.tmp`, file)
  }
  expect(originals.size).toBe(1)
  const refused = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'wrong' },
    data: { slug: 'mountain-lakes' }
  })
  expect(refused.status()).toBe(401)
  const answer = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': SECRET },
    data: { slug: 'mountain-lakes' }
  })
  expect(answer.status()).toBe(200)
  const report = (await answer.json()) as { revalidated: string[]; failed: string[] }
  expect(report.revalidated).toContain(POST)
  expect(report.failed).toEqual([])
  const next = await request.get(POST)
  expect(next.headers()['x-nextjs-cache']).not.toBe('STALE')
  expect(await next.text()).toContain(NEW)
})

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 }
} as const

async function openPreview(page: Page) {
  const response = await page.goto(`/api/preview?secret=${SECRET}&slug=iceland-draft`)
  expect(new URL(page.url()).pathname).toBe(DRAFT)
  return response
}

test('the preview shows a draft with its bar until the exit link ends it', async ({
  page,
  request
}) => {
  expect((await request.get(DRAFT)).status()).toBe(404)
  const response = await openPreview(page)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/)
  expect(response?.headers()['x-robots-tag']).toBe('noindex')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('heading', { name: DRAFT_TITLE }).first()).toBeVisible()
  const bar = page.getByRole('complementary', { name: 'Preview' })
  await expect(bar).toContainText('Preview: not published')
  // With the preview cookie, visitors' documents still leave the draft out.
  for (const url of ['/rss/feed.xml', '/sitemap.xml', '/api/search?q=Iceland']) {
    const text = await (await page.request.get(url)).text()
    expect(text).not.toContain(DRAFT_TITLE)
    expect(text).not.toContain('iceland-draft')
  }
  await bar.getByRole('link', { name: 'Exit preview' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect((await page.request.get(DRAFT)).status()).toBe(404)
})

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`the preview bar on a ${name}, light and dark`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport)
    await openPreview(page)
    const bar = page.getByRole('complementary', { name: 'Preview' })
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        mode === 'dark'
      )
      await expect(bar).toBeVisible()
      const box = await bar.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width)
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
      // Nothing of the page covers the bar.
      const topmost = await page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest('[data-part="preview-bar"]') !== null,
        { x: box!.x + 8, y: box!.y + box!.height / 2 }
      )
      expect(topmost).toBe(true)
      await page.screenshot({ path: testInfo.outputPath(`publish-preview-${name}-${mode}.png`) })
    }
    await page.context().clearCookies()
  })
}
