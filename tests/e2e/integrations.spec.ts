import { expect, test, type Page } from '../support/browser-test'

/**
 * Third-party comment systems beside utterances: the e2e builds configure Waline too
 * (scripts/e2e-env.ts), so the article's comment area shows two tabs. Waline's client is stubbed
 * (this machine is offline); a second test makes its host unreachable.
 */
const ARTICLE = '/article/how-this-site-works'
const WALINE = 'https://cdn.jsdelivr.net/npm/@waline/client@2/dist/'

/** Utterances answers with nothing: the first tab is not under test here. */
const quietUtterances = (page: Page) =>
  page.route('https://utteranc.es/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' })
  )

/** A Waline client that draws a panel recording what it was given. */
async function stubWaline(page: Page) {
  const requests: string[] = []
  await page.route(`${WALINE}**`, (route) => {
    const url = route.request().url()
    requests.push(url)
    if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: '' })
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.Waline = { init(o) {
        const p = document.createElement('div'); p.className = 'wl-stub';
        p.dataset.server = o.serverURL; p.dataset.dark = o.dark; p.dataset.path = o.path;
        p.textContent = 'Waline panel'; o.el.appendChild(p); return { destroy() {} } } }`
    })
  })
  return requests
}

test('a second comment system shows as a tab, loading its script only when chosen', async ({
  page
}) => {
  await quietUtterances(page)
  const requests = await stubWaline(page)
  await page.goto(ARTICLE)
  const area = page.locator('#comment')
  await area.scrollIntoViewIfNeeded()
  const tabs = area.getByRole('tablist')
  await expect(tabs.getByRole('tab')).toHaveText(['Utterances', 'Waline'])
  await expect(tabs.getByRole('tab', { name: 'Utterances' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  expect(requests).toEqual([])

  // Keyboard: the right arrow moves to the next tab and opens it.
  await tabs.getByRole('tab', { name: 'Utterances' }).focus()
  await page.keyboard.press('ArrowRight')
  const waline = tabs.getByRole('tab', { name: 'Waline' })
  await expect(waline).toHaveAttribute('aria-selected', 'true')
  await expect(waline).toBeFocused()
  const panel = area.getByRole('tabpanel', { name: 'Waline' })
  const stub = panel.locator('[data-comment-provider="waline"] .wl-stub')
  await expect(stub).toHaveText('Waline panel')
  await expect(stub).toHaveAttribute('data-server', 'https://waline.e2e.example')
  await expect(stub).toHaveAttribute('data-dark', 'html.dark')
  await expect(stub).toHaveAttribute('data-path', ARTICLE)
  expect(requests.some((u) => u.endsWith('/waline.js'))).toBe(true)
  await expect(area.getByRole('tabpanel', { name: 'Utterances' })).toBeHidden()
})

test('an unreachable comment host leaves the page working, with a console warning', async ({
  page
}) => {
  await quietUtterances(page)
  await page.route(`${WALINE}**`, (route) => route.abort('internetdisconnected'))
  const warnings: string[] = []
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(ARTICLE)
  const area = page.locator('#comment')
  await area.scrollIntoViewIfNeeded()
  await area.getByRole('tab', { name: 'Waline' }).click()
  await expect
    .poll(() => warnings.join('\n'))
    .toMatch(/Third-party script failed to load: https:\/\/cdn\.jsdelivr\.net\/.*waline\.js/)
  await expect.poll(() => warnings.join('\n')).toMatch(/Waline did not start/)
  expect(errors).toEqual([])
  // The rest of the page still works: back to the first tab, and the dark-mode toggle.
  await area.getByRole('tab', { name: 'Utterances' }).click()
  await expect(area.getByRole('tab', { name: 'Utterances' })).toHaveAttribute(
    'aria-selected',
    'true'
  )
  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
})
