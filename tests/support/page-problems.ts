import type { Page } from '@playwright/test'

/**
 * Uncaught errors, React hydration errors or warnings and console errors a page reports from now
 * on, gathered into the returned list (take them with `splice(0)`). Network failures of other
 * hosts (this machine is offline; embeds and avatars point elsewhere) and a document's own 404 are
 * the only console errors allowed.
 */
export function problemsOf(page: Page, origin: string): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    const text = message.text()
    if (/hydrat/i.test(text)) {
      problems.push(`hydration: ${text}`)
      return
    }
    if (message.type() !== 'error') return
    const url = message.location().url
    const offline = /Failed to load resource/.test(text) && url && !url.startsWith(origin)
    // A page that answers 404 by design; Chromium logs that status as an error.
    const document404 = /status of 404/.test(text) && url === page.url()
    if (!offline && !document404) problems.push(`console.error: ${text} (${url})`)
  })
  return problems
}

/**
 * Resolves once the page has painted twice and the main thread has gone idle: the effects that
 * follow a render have run by then, and any error they raise has been reported.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 }))
        )
      )
  )
}

/** Resolves once the page's transitions and animations have finished (a looping one is left). */
export async function stillAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined))
    ).then(() => undefined)
  )
}
