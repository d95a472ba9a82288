import { expect, test, type Page } from '../support/browser-test'

const hits = (page: Page) => page.locator('[data-search-hit]')
const isExport = (name: string) => name === 'export'

/** ctrl+K once the page has hydrated (a key pressed before that has no listener yet). */
async function openModal(page: Page) {
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  return dialog
}

test('the search page: type + Enter shows highlighted results', async ({ page }, info) => {
  await page.goto('/search')
  const box = page.getByRole('search').getByRole('textbox')
  await expect(box).toHaveAttribute('placeholder', 'articles')
  await box.fill('fog')
  await box.press('Enter')
  // A server renders /search/{kw}; a static export searches /search?s= in the browser.
  await expect(page).toHaveURL(isExport(info.project.name) ? /\/search\?s=fog$/ : /\/search\/fog$/)
  await expect(page.getByRole('link', { name: /Before the Fog Lifts/ })).toBeVisible()
  await expect(hits(page).first()).toHaveText(/fog/i)
  await expect(hits(page).first()).toHaveClass(/decoration-dashed/)
})

test('server mode has results in the first HTML; export finds ?s= in the browser', async ({
  page,
  request
}, info) => {
  if (isExport(info.project.name)) {
    await page.goto('/search?s=fog')
    await expect(page.getByRole('link', { name: /Before the Fog Lifts/ })).toBeVisible()
    return
  }
  const html = await (await request.get('/search/fog')).text()
  expect(html).toContain('Before the <span')
  const answer = await request.get('/api/search?q=fog')
  expect(answer.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate/)
  const body = (await answer.json()) as { total: number; hits: { title: string }[] }
  expect(body.total).toBe(body.hits.length)
  expect(body.hits.map((h) => h.title)).toContain('Before the Fog Lifts')
  // `n` asks for more hits (the "More" button), bounded; the total counts them all.
  const one = (await (await request.get('/api/search?q=the&n=1')).json()) as typeof body
  expect(one.hits).toHaveLength(1)
  expect(one.total).toBeGreaterThan(1)
})

/** What a browser search fetches: the server's endpoint, or an export's shard and doc files. */
const isSearchRequest = (url: string) => /\/api\/search\?|\/search-index\//.test(url)

test('ctrl+K fetches only small answers: a shard per word and the docs shown', async ({
  page
}, info) => {
  const responses: Promise<{ url: string; bytes: number }>[] = []
  page.on('response', (r) => {
    if (isSearchRequest(r.url()))
      responses.push(r.body().then((body) => ({ url: r.url(), bytes: body.length })))
  })
  await page.goto('/')
  const dialog = await openModal(page)
  await dialog.getByRole('textbox').fill('harbour')
  await expect(dialog.getByRole('link', { name: /Blue Hour in the Harbour City/ })).toBeVisible()
  const fetched = await Promise.all(responses)
  expect(fetched.length).toBeGreaterThan(0)
  if (isExport(info.project.name)) {
    expect(fetched.filter((f) => /\/s\/\d+\.json$/.test(f.url))).toHaveLength(1)
    expect(fetched.every((f) => /\/[sd]\/\d+\.json$/.test(f.url))).toBe(true)
  } else expect(fetched.map((f) => new URL(f.url).search)).toEqual(['?q=harbour'])
  expect(fetched.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(100_000)
})

test('a word from the end of the longest post finds it, with the word in its snippet', async ({
  page
}) => {
  await page.goto('/')
  const dialog = await openModal(page)
  await dialog.getByRole('textbox').fill('bundled')
  const hit = dialog.getByRole('link', { name: /How This Site Works/ })
  await expect(hit).toBeVisible()
  await expect(hit.locator('[data-search-hit]').first()).toHaveText(/bundled/i)
})

test('ctrl+K opens the modal, which finds a post by a word from its body', async ({ page }) => {
  let indexLoads = 0
  page.on('request', (r) => isSearchRequest(r.url()) && indexLoads++)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(indexLoads).toBe(0)
  const dialog = await openModal(page)
  await dialog.getByRole('textbox').fill('fog')
  await expect(dialog.getByRole('link', { name: /Before the Fog Lifts/ })).toBeVisible()
  await expect(dialog.getByText(/^\d+ results?$/)).toBeVisible()
  expect(indexLoads).toBeGreaterThan(0)
  await dialog.getByRole('textbox').fill('   ')
  await expect(dialog.getByRole('link')).toHaveCount(0)
  await dialog.getByRole('textbox').fill('zzqqxx')
  await expect(dialog.getByText('No results', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Try different search terms')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a CJK query finds the Chinese post, in the modal and on the search page', async ({
  page
}, info) => {
  await page.goto('/')
  const dialog = await openModal(page)
  await dialog.getByRole('textbox').fill('胶片')
  await expect(dialog.getByRole('link', { name: /冬日的胶片/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto(isExport(info.project.name) ? '/search?s=胶片' : '/search/胶片')
  await expect(page.getByRole('link', { name: /冬日的胶片/ }).first()).toBeVisible()
  await expect(hits(page).first()).toHaveText('胶片')
})

test("the locked post is found by its title, never by its body's text", async ({ page }) => {
  await page.goto('/')
  const dialog = await openModal(page)
  await dialog.getByRole('textbox').fill('misfocused')
  await expect(dialog.getByText('No results', { exact: true })).toBeVisible()
  await dialog.getByRole('textbox').fill('Unedited')
  await expect(dialog.getByRole('link', { name: /Contact Sheets: Unedited/ })).toBeVisible()
})

test('an HTML-looking query is only text', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (d) => {
    dialogs++
    void d.dismiss()
  })
  await page.goto('/')
  const dialog = await openModal(page)
  const query = '<img src=x onerror=alert(1)>'
  await dialog.getByRole('textbox').fill(query)
  await expect(dialog.getByText('No results', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto(`/search?s=${encodeURIComponent(query)}`)
  await expect(page.getByRole('search').getByRole('textbox')).toHaveValue(query)
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  expect(dialogs).toBe(0)
})
