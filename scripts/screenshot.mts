/**
 * Screenshots of pages in Debian's Chromium, for looking at what a change did.
 * Usage: tsx scripts/screenshot.ts <base-url> <out-dir> <path>... [--width 1280] [--dark]
 */
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts'

const args = process.argv.slice(2)
const flag = (name: string) => args.includes(`--${name}`)
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback
}
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--w'))
const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...paths] = positional
const width = Number(option('width', '1280'))

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: 'light' })
if (flag('dark')) await page.addInitScript(() => localStorage.setItem('darkMode', 'true'))
mkdirSync(outDir, { recursive: true })
for (const p of paths.length ? paths : ['/']) {
  await page.goto(base + p, { waitUntil: 'networkidle' }).catch(() => undefined)
  const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}${flag('dark') ? '-dark' : ''}.png`
  await page.screenshot({ path: path.join(outDir, name), fullPage: flag('full') })
  console.log(path.join(outDir, name))
}
await browser.close()
