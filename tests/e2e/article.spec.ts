import { expect, test, type Page } from '../support/browser-test'

/**
 * The article page: TOC, zoom, comments (utterances, configured for both e2e builds by
 * scripts/e2e-build.ts and stubbed here: the real script is offline), share bar, switching.
 */
const ARTICLE = '/article/how-this-site-works'
const LINK = 'http://localhost:3000'

/** utterances' client script and frame, stubbed: the frame echoes theme messages to the page. */
async function stubUtterances(page: Page) {
  const requests: string[] = []
  await page.route('https://utteranc.es/**', async (route) => {
    const url = route.request().url()
    requests.push(url)
    if (url.endsWith('/client.js'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: `const f = document.createElement('iframe'); f.className = 'utterances-frame';
          f.src = 'https://utteranc.es/frame.html'; document.currentScript.after(f)`
      })
    return route.fulfill({
      contentType: 'text/html',
      body: `<script>addEventListener('message', (e) => parent.postMessage({ echo: e.data }, '*'))</script>`
    })
  })
  return requests
}

/** Hydrated: the comment area placeholder only exists once React runs. */
const hydrated = (page: Page) => expect(page.locator('#comment')).toBeAttached()

test('a table of contents link scrolls to its heading', async ({ page }) => {
  await page.goto('/article/writing-in-notion')
  await hydrated(page)
  const toc = page.getByRole('navigation', { name: 'Contents' })
  await toc.getByRole('link', { name: 'Synced blocks' }).click()
  await expect(page.locator('.notion-h-title', { hasText: 'Synced blocks' })).toBeInViewport()
  await expect(page).toHaveURL(/#[0-9a-f]{32}$/)
  await expect(toc.getByRole('link', { name: 'Synced blocks' })).toHaveAttribute(
    'aria-current',
    'location'
  )
})

test('an image zooms and Escape closes it', async ({ page }) => {
  await page.goto('/article/mountain-lakes')
  // Found by its alt: the src is a placeholder until the image nears the viewport.
  const image = page.locator('img.notion-image[alt="Alpenglow on the north face."]')
  await image.scrollIntoViewIfNeeded()
  await expect(image).toHaveAttribute('src', /alpenglow/)
  // Zoom attaches once the image has loaded after hydration.
  await expect(image).toHaveClass(/medium-zoom-image/)
  await image.click()
  // medium-zoom animates a clone: either element shows the opened state.
  await expect(page.locator('.medium-zoom-image--opened').first()).toBeVisible()
  // medium-zoom ignores Escape while its opening animation runs.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0, { timeout: 500 })
  }).toPass()
})

test('comments load only when scrolled into view, and follow dark mode', async ({ page }) => {
  const requests = await stubUtterances(page)
  const echoes: unknown[] = []
  await page.exposeFunction('recordEcho', (data: unknown) => echoes.push(data))
  await page.addInitScript(() =>
    addEventListener('message', (e) => {
      const w = window as unknown as { recordEcho: (d: unknown) => void }
      if (e.data?.echo) w.recordEcho(e.data.echo)
    })
  )
  await page.goto(ARTICLE)
  const area = page.locator('#comment')
  // The premise, checked first so a failure says which part broke: the area starts below the fold.
  await expect(area).toBeAttached()
  expect(await page.evaluate(() => scrollY)).toBe(0)
  await expect(area).not.toBeInViewport()
  await expect(area.getByRole('status')).toHaveText('Loading...')
  expect(requests).toEqual([])

  await area.scrollIntoViewIfNeeded()
  const script = area.locator('script[src="https://utteranc.es/client.js"]')
  await expect(script).toHaveAttribute('repo', 'demo/repo')
  await expect(script).toHaveAttribute('issue-term', 'title')
  await expect(script).toHaveAttribute('theme', 'github-light')
  await expect(area.locator('iframe.utterances-frame')).toBeAttached()
  await expect(area.getByRole('status')).toHaveCount(0)

  await page.getByRole('button', { name: 'Toggle dark mode' }).click()
  await expect.poll(() => echoes).toContainEqual({ type: 'set-theme', theme: 'github-dark' })
})

test('a post with comment Hide has no comment area', async ({ page }) => {
  await page.goto('/article/portfolio')
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await page.mouse.wheel(0, 20_000)
  await expect(page.locator('#comment')).toHaveCount(0)
  await expect(page.getByText('Loading...')).toHaveCount(0)
})

test.describe('for a search-engine bot', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
  })

  test('there is no comment area', async ({ page }) => {
    await page.goto(ARTICLE)
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await page.mouse.wheel(0, 20_000)
    await expect(page.locator('#comment')).toHaveCount(0)
  })
})

test('?target=comment scrolls to the comments and leaves the address', async ({ page }) => {
  await stubUtterances(page)
  await page.goto(`${ARTICLE}?target=comment`)
  await hydrated(page)
  await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`))
  await expect(page.locator('#comment')).toBeInViewport()
})

test('share links carry the encoded post URL; copy link copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(ARTICLE)
  await hydrated(page)
  const encoded = encodeURIComponent(`${LINK}${ARTICLE}`)
  const links = page.locator('a[data-share]')
  await expect(links).toHaveCount(11)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toContain(encoded)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${LINK}${ARTICLE}`)
})

test('prev / next and related posts link to their posts', async ({ page }) => {
  await page.goto('/article/writing-in-notion')
  await hydrated(page)
  await page.locator('a[rel="next"]').click()
  await expect(page).toHaveURL(/\/article\/how-this-site-works$/)
  await expect(page.locator('h1', { hasText: 'How This Site Works' })).toBeVisible()
  const related = page.getByRole('region', { name: 'Related posts' }).getByRole('link').first()
  const href = await related.getAttribute('href')
  await related.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
})

for (const theme of ['example', 'nobelium']) {
  test(`?theme=${theme} survives a click to another page, with one theme root`, async ({
    page
  }) => {
    await page.goto(`/?theme=${theme}`)
    await expect(page.getByRole('button', { name: /^Theme: / })).toHaveText(`Theme: ${theme}`)
    await page.getByRole('main').getByRole('link', { name: 'Above the Sea of Clouds' }).click()
    // plog (the fallback for themes not built) opens a lightbox first; its image is the link.
    const lightbox = page.getByRole('dialog')
    const heading = page.locator('h1', { hasText: 'Above the Sea of Clouds' })
    await expect(lightbox.or(heading)).toBeVisible()
    if (await lightbox.isVisible())
      await lightbox.getByRole('link', { name: 'Above the Sea of Clouds' }).click()
    await expect(page).toHaveURL(new RegExp(`/article/sea-of-clouds\\?theme=${theme}$`))
    await expect(page.locator('h1', { hasText: 'Above the Sea of Clouds' })).toBeVisible()
    await expect(page.locator('[id^="theme-"]')).toHaveCount(1)
  })
}

test('the theme control cycles in order and wraps', async ({ page }) => {
  await page.goto('/?theme=starter')
  const control = page.getByRole('button', { name: /^Theme: / })
  await expect(control).toHaveText('Theme: starter')
  await control.click()
  await expect(page).toHaveURL(/\?theme=commerce$/)
  await control.click()
  await expect(page).toHaveURL(/\?theme=example$/)
  await expect(page.locator('[id^="theme-"]')).toHaveCount(1)
})

test('?locale=zh-CN switches the interface language and is carried', async ({ page }) => {
  await page.goto(`${ARTICLE}?locale=zh-CN`)
  await expect(page.getByRole('link', { name: '← 返回' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  await page.locator('a[rel="next"]').click()
  await expect(page).toHaveURL(/\?locale=zh-CN$/)
  await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible()
})

// The demo has two language sites, so its control lists them (languages.spec.ts); `?lang=`
// still picks any interface locale (a one-database site's control sets it: a component test).
test('?lang= switches the interface to another locale', async ({ page }) => {
  await page.goto(`${ARTICLE}?lang=fr-FR`)
  await hydrated(page)
  await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
})
