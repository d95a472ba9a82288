/**
 * Playwright's `test` with a page that waits, after each navigation it makes, until the page has
 * hydrated: the site requests its scripts only after the `load` event Playwright's `goto` waits
 * for (components/next-internals/deferred-scripts-head.tsx), so a click right after `goto` could
 * otherwise land before any handler exists. Responses that are not a Next page (feeds, files) and
 * navigations asked to settle earlier (`waitUntil: 'commit'` or `'domcontentloaded'`, for tests of
 * the page before its scripts) are not waited for.
 */
import { test as base, type Page, type Response } from '@playwright/test'
import { HYDRATED_ATTRIBUTE } from '../../lib/hydration/hydrated-attribute'

export { expect, type Locator, type Page } from '@playwright/test'

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit'

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) =>
      !document.getElementById('__NEXT_DATA__') || document.documentElement.hasAttribute(attribute),
    HYDRATED_ATTRIBUTE
  )
}

type Navigation<A extends unknown[]> = (...args: A) => Promise<Response | null>

const settlesEarly = (arg: unknown) => {
  const waitUntil = (arg as { waitUntil?: WaitUntil } | undefined)?.waitUntil
  return waitUntil === 'commit' || waitUntil === 'domcontentloaded'
}

/** `navigate`, then the wait for hydration unless its options ask to settle earlier. */
function thenHydrated<A extends unknown[]>(page: Page, navigate: Navigation<A>): Navigation<A> {
  return async (...args) => {
    const response = await navigate(...args)
    if (!args.some(settlesEarly)) await waitForHydration(page)
    return response
  }
}

export const test = base.extend({
  page: async ({ page }, run) => {
    page.goto = thenHydrated(page, page.goto.bind(page))
    page.reload = thenHydrated(page, page.reload.bind(page))
    page.goBack = thenHydrated(page, page.goBack.bind(page))
    page.goForward = thenHydrated(page, page.goForward.bind(page))
    await run(page)
  }
})
