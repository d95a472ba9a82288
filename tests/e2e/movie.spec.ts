import { expect, test, type Page } from '../support/browser-test'

/** The movie theme, switched to with ?theme=movie: posters, pager, episode player, 404 widgets. */

const root = (page: Page) => page.locator('#theme-movie')
const posters = (page: Page) => root(page).locator('main [data-card="poster"]')

/** How many posters share the first poster's row. */
async function perRow(page: Page): Promise<number> {
  const tops = await posters(page).evaluateAll((cards) =>
    cards.map((c) => Math.round(c.getBoundingClientRect().top))
  )
  return tops.filter((top) => top === tops[0]).length
}

test('home: the poster wall at every width, the pager, the phone header', async ({ page }) => {
  // Behaviours met on one visit, each of them a test of its own before.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1600, height: 900 })
  await page.goto('/?theme=movie')

  await test.step('the 2:3 poster wall: one column on phones, up to four on wide screens', async () => {
    await expect(posters(page).first()).toBeVisible()
    const box = (await posters(page).first().boundingBox())!
    expect(Math.abs(box.height / box.width - 1.5)).toBeLessThan(0.02)
    await expect(posters(page).first().locator('[data-part="title"]')).toBeVisible()
    expect(await perRow(page)).toBe(4)
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [390, 1]
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => perRow(page)).toBe(columns)
    }
  })

  await test.step('the numbered pager leads to page 2 and marks it current', async () => {
    // The size every page opens at.
    await page.setViewportSize({ width: 1280, height: 720 })
    const pager = root(page).locator('nav[data-pager="numbers"]')
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
    await pager.getByRole('link', { name: /2/ }).first().click()
    await expect(page).toHaveURL(/\/page\/2/)
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2')
    await expect(posters(page).first()).toBeVisible()
  })

  await test.step('phone: the hamburger folds the menu; the header searches', async () => {
    await page.setViewportSize({ width: 390, height: 800 })
    const nav = root(page).getByRole('navigation', { name: 'Menu' })
    const archive = nav.getByRole('link', { name: 'Archive' })
    await expect(archive).toBeHidden()
    await nav.getByRole('button', { name: 'Open menu' }).click()
    await expect(archive).toBeVisible()
    await nav.getByRole('button', { name: 'Close menu' }).click()
    await expect(archive).toBeHidden()
    await nav.getByRole('button', { name: 'Open search' }).click()
    const input = nav.getByRole('searchbox')
    await input.fill('light')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/search/)
  })
})

test('the episode player of the film series switches by click and by keyboard', async ({
  page
}) => {
  await page.goto('/article/open-films?theme=movie')
  const player = root(page).locator('[data-part="video-episodes"]')
  const frame = player.locator('video[data-part="episode-player"]')
  const episodes = player.locator('button[data-part="episode"]')
  await expect(episodes).toHaveCount(3)
  await expect(episodes.nth(0)).toContainText('Part 1 — Morning')
  await expect(episodes.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(frame).toHaveAttribute('src', /morning\.webm/)
  await expect(frame).toHaveAttribute('title', /Part 1/)
  await episodes.nth(1).click()
  await expect(frame).toHaveAttribute('src', /snow\.webm/)
  await expect(episodes.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(episodes.nth(0)).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Tab')
  await expect(episodes.nth(2)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(frame).toHaveAttribute('src', /night\.webm/)
  await expect(episodes.nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(player.locator('video')).toHaveCount(1)
  // The clip is served and plays offline: its metadata loads (a 5 s film).
  await expect
    .poll(() => frame.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)))
    .toBeGreaterThan(4)
})

test('related posters under an article', async ({ page }) => {
  await page.goto('/article/sea-of-clouds?theme=movie')
  await expect(root(page).getByRole('heading', { level: 1 })).toHaveText(/Sea of Clouds/)
  const related = root(page).locator('[data-movie-related]')
  await expect(related.getByRole('heading', { name: 'Related posts' })).toBeVisible()
  await expect(related.locator('[data-card="poster"]').first()).toBeVisible()
  await expect(root(page).locator('[data-part="video-episodes"]')).toHaveCount(0)
})

test('the 404: a search box, then latest posts, categories, archive months and tags', async ({
  page
}) => {
  await page.goto('/no-such-page-here?theme=movie')
  await expect(root(page).getByRole('heading', { level: 1 })).toContainText('Page Not Found')
  await expect(root(page).getByRole('search')).toBeVisible()
  for (const widget of ['latest-posts', 'categories', 'archive-months', 'tags'])
    await expect(root(page).locator(`[data-widget="${widget}"]`)).toBeVisible()
  const months = root(page).locator('[data-widget="archive-months"] a')
  await expect(months.first()).toHaveAttribute('href', /^\/archive#\d{4}-\d{2}$/)
})
