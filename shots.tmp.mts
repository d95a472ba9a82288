import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts'
const base = 'http://127.0.0.1:3381'
const out = '/work/shots/nav'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const dark of [false, true]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 800 } })
  const m = dark ? '?mode=dark' : ''
  await page.goto(base + '/' + m, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Stories' }).click()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${out}/drawer-390${dark ? '-dark' : ''}.png` })
  await page.goto(base + '/article/how-this-site-works' + m, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/article-hsw-390${dark ? '-dark' : ''}.png` })
  await page.locator('[data-toc-button]').click()
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${out}/toc-390${dark ? '-dark' : ''}.png` })
  await page.goto(base + '/' + m, { waitUntil: 'networkidle' })
  await page.getByRole('searchbox').fill('zzqx')
  await page.screenshot({ path: `${out}/nomatch-390${dark ? '-dark' : ''}.png` })
  await page.close()
}
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
await page.goto(base + '/?mode=dark', { waitUntil: 'networkidle' })
await page.getByRole('button', { name: 'Stories' }).click()
await page.getByRole('searchbox').fill('film')
await page.waitForTimeout(400)
await page.screenshot({ path: `${out}/filter-film-1280-dark.png` })
for (const p of ['/search?s=light', '/archive', '/category', '/tag/mountains', '/nope', '/article/sea-of-clouds']) {
  await page.goto(base + p + (p.includes('?') ? '&' : '?') + 'mode=dark', { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/dark-1280${p.replace(/[^a-z0-9]+/gi, '_')}.png` })
}
await browser.close()
