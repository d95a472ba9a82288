import { chromium } from '@playwright/test'
const [url, out, width = '1280', scroll = '0'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.evaluate((y) => window.scrollTo(0, y), Number(scroll))
await page.waitForTimeout(300)
await page.screenshot({ path: out })
await browser.close()
