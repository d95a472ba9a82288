import axe, { type AxeResults, type RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/**
 * axe-core's violations on the page as it stands, from axe injected into the page itself.
 * Frames are left out: the only frames of the demo are embeds of other sites (offline here), not
 * our markup. Run this way rather than through @axe-core/playwright, whose builder injects axe
 * into every frame and finishes each run in a new page of its own: ten times slower, and the
 * accessibility sweep over every theme was the longest part of the browser tests.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions = {}
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }
      ).axe
        .run(document, runOptions)
        .then((results) => results.violations),
    { ...options, iframes: false, resultTypes: ['violations'] } satisfies RunOptions
  )
}
