/**
 * JavaScript a visitor's browser actually loads (including chunks fetched at runtime, such as the
 * theme behind next/dynamic), measured in Chromium against the running `next start`.
 */
import { chromium } from '@playwright/test'
import { log } from '../../lib/log'

export interface BrowserBytes {
  path: string
  scripts: number
  /** Bytes on the wire (next start compresses with gzip) and after decompression. */
  jsTransfer: number
  jsDecoded: number
  /** The part of jsTransfer that arrived before the load event (the rest: prefetches, lazy parts). */
  jsTransferAtLoad: number
  /** `_next/data` documents fetched (Link prefetching the pages linked in view), transfer bytes. */
  dataPrefetches: number
  dataPrefetchTransfer: number
  /** Navigation timing, ms: DOMContentLoaded and load event end. */
  domContentLoaded: number
  load: number
}

export async function measureInChromium(origin: string, paths: string[]): Promise<BrowserBytes[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  })
  try {
    const out: BrowserBytes[] = []
    for (const path of paths) {
      // A fresh context per page: nothing cached from the previous one.
      const context = await browser.newContext()
      const page = await context.newPage()
      let loaded = false
      page.on('load', () => (loaded = true))
      const responses: Promise<{ transfer: number; decoded: number; atLoad: boolean }>[] = []
      const data: Promise<number>[] = []
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (type === 'fetch' && response.url().includes('/_next/data/'))
          data.push(
            response
              .request()
              .sizes()
              .then((sizes) => sizes.responseBodySize)
          )
        if (type !== 'script') return
        const atLoad = !loaded
        responses.push(
          Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
            transfer: sizes.responseBodySize,
            decoded: body.length,
            atLoad
          }))
        )
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      const sizes = await Promise.all(responses)
      const dataSizes = await Promise.all(data)
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd }
      })
      out.push({
        path,
        scripts: sizes.length,
        jsTransfer: sizes.reduce((sum, s) => sum + s.transfer, 0),
        jsDecoded: sizes.reduce((sum, s) => sum + s.decoded, 0),
        jsTransferAtLoad: sizes.filter((s) => s.atLoad).reduce((sum, s) => sum + s.transfer, 0),
        dataPrefetches: dataSizes.length,
        dataPrefetchTransfer: dataSizes.reduce((sum, n) => sum + n, 0),
        domContentLoaded: Math.round(timing.domContentLoaded),
        load: Math.round(timing.load)
      })
      await context.close()
    }
    return out
  } finally {
    await browser.close()
  }
}

/** The same, optional: without a usable Chromium the bench warns and goes on. */
export async function browserFigures(origin: string, paths: string[]): Promise<BrowserBytes[]> {
  try {
    return await measureInChromium(origin, paths)
  } catch (error) {
    log.warn(`bench: no Chromium figures (${String(error)})`)
    return []
  }
}
