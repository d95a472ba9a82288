import { expect, test, type Page } from '../support/browser-test'

/** The game theme, switched to with ?theme=game: mosaic, player, recently played, finder. */

const root = (page: Page) => page.locator('#theme-game')
const mosaic = (page: Page) => root(page).locator('[data-game-mosaic]')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the mosaic, the finder, then a game played and listed as recently played', async ({
    page
  }) => {
    // Three behaviours of one page, the preview clip's playback and a game's load among them.
    test.setTimeout(60_000)
    await page.goto('/?theme=game')

    await test.step('the mosaic gives the recommended game a large tile and groups the rest by four', async () => {
      const large = mosaic(page).locator('[data-game-tile="large"]')
      await expect(large).toHaveCount(1)
      await expect(large.getByRole('link')).toHaveAttribute('href', '/article/reaction-timer')
      const groups = mosaic(page).locator('[data-part="group"]')
      await expect(groups.first().locator('[data-game-tile="small"]')).toHaveCount(4)
      const box = await groups.first().boundingBox()
      const tile = await groups.first().locator('[data-game-tile]').first().boundingBox()
      expect(box && tile && tile.width < box.width / 1.8 && tile.height < box.height / 1.8).toBe(
        true
      )
      // Hovering shows the title and plays the game's preview clip (a file of this site).
      const clip = large.locator('video[data-part="video"]')
      await expect(clip).toHaveAttribute('src', '/demo/games/reaction/preview.webm')
      await expect(clip).toHaveAttribute('preload', 'none')
      await large.hover()
      await expect(large.locator('[data-part="title"]')).toHaveCSS('opacity', '1')
      await expect(large).toHaveAttribute('data-playing', '')
      await expect
        .poll(() => clip.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
        .toBe(true)
      await page.mouse.move(0, 0)
      await expect(large).not.toHaveAttribute('data-playing')
    })

    await test.step('the finder lists the recommended games, then filters by title', async () => {
      await root(page).locator('aside').getByRole('button', { name: 'Open search' }).click()
      const drawer = page.getByRole('dialog', { name: 'Search' })
      const titles = drawer.locator('[data-game-finder] [data-part="title"]')
      await expect(titles).toHaveText(['A Small Game: Reaction Timer'])
      await expect(drawer.getByRole('textbox')).toBeFocused()
      await page.keyboard.type('PAIRS')
      await expect(titles).toHaveText(['A Small Game: Memory Pairs'])
      await page.keyboard.type('zzz')
      await expect(drawer).toContainText('No game matches.')
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
    })

    await test.step('a game plays in its player; home then lists it as recently played, removable', async () => {
      const recent = root(page).locator('[data-recently-played]')
      const tile = recent.locator('[data-game-tile]')
      await expect(tile).toHaveCount(0)
      // Home does not link the fifteen puzzle: a visitor finds it with the finder.
      await root(page).locator('aside').getByRole('button', { name: 'Open search' }).click()
      await page.keyboard.type('Fifteen')
      await page
        .getByRole('dialog', { name: 'Search' })
        .getByRole('link', { name: /The Fifteen Puzzle/ })
        .click()
      await expect(page).toHaveURL(/\/article\/fifteen-puzzle(\?|$)/)
      const player = root(page).locator('[data-game-player]')
      const frame = player.locator('iframe')
      await expect(frame).toHaveAttribute('src', '/demo/games/fifteen/index.html')
      await expect(frame).toHaveAttribute('title', 'A Small Game: The Fifteen Puzzle')
      await expect(
        page.frameLocator('[data-game-player] iframe').locator('#board button')
      ).toHaveCount(16)
      await expect(player.locator('[data-part="overlay"]')).toHaveCount(0)
      await expect(player.getByRole('button', { name: 'Full screen' })).toBeVisible()
      await expect(player.locator('[data-part="tip"]')).toHaveAttribute('target', '_blank')

      await root(page).locator('aside a[href="/"]').first().click()
      await expect(page).toHaveURL(/:\d+\/(\?|$)/)
      await expect(tile).toHaveCount(1)
      await expect(tile.getByRole('link')).toHaveAttribute('href', '/article/fifteen-puzzle')
      await recent.getByRole('button', { name: /Remove A Small Game: The Fifteen Puzzle/ }).click()
      await expect(tile).toHaveCount(0)
      await expect(recent).toContainText('Games you play show up here.')
      expect(await page.evaluate(() => localStorage.getItem('recent_games'))).toBe('[]')
    })
  })

  test('no preview clip plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/?theme=game')
    const large = mosaic(page).locator('[data-game-tile="large"]')
    await large.hover()
    await expect(large.locator('[data-part="title"]')).toHaveCSS('opacity', '1')
    await expect(large).not.toHaveAttribute('data-playing')
  })

  test('a game page is an app; a post without a game is an ordinary article', async ({ page }) => {
    await test.step('a game page offers itself as an app: Chromium reads its web-app manifest', async () => {
      await page.goto('/article/memory-pairs?theme=game')
      await expect(page.locator('link[rel="manifest"][data-game-manifest]')).toHaveCount(1)
      const cdp = await page.context().newCDPSession(page)
      const read = (await cdp.send('Page.getAppManifest')) as { data: string; errors: unknown[] }
      expect(read.errors).toEqual([])
      const manifest = JSON.parse(read.data) as Record<string, unknown>
      const here = new URL('/article/memory-pairs', page.url()).href
      expect(manifest).toMatchObject({
        name: 'A Small Game: Memory Pairs',
        start_url: here,
        scope: here,
        display: 'standalone'
      })
      // Leaving the game unlinks it: other pages are not apps.
      await page.goto('/article/sea-of-clouds?theme=game')
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0)
    })

    await test.step('a post without a game is an ordinary article', async () => {
      await expect(root(page).locator('#article-wrapper')).toContainText('clouds')
      await expect(root(page).locator('[data-game-player]')).toHaveCount(0)
    })
  })

  test('dark mode paints the navy cards', async ({ page }) => {
    await page.goto('/?theme=game&mode=dark')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(root(page).locator('[data-recently-played]')).toHaveCSS(
      'background-color',
      'rgb(31, 32, 48)'
    )
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header search icon opens the finder; the player is a screen tall', async ({ page }) => {
    await page.goto('/?theme=game')
    await expect(root(page).locator('aside')).toBeHidden()
    await root(page)
      .locator('[data-game-header]')
      .getByRole('button', { name: 'Open search' })
      .click()
    const finder = page.getByRole('dialog', { name: 'Search' })
    await expect(finder.locator('[data-game-finder]')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(finder).toBeHidden()
    await mosaic(page).locator('[data-game-tile="large"]').getByRole('link').click()
    await expect(page).toHaveURL(/\/article\/reaction-timer(\?|$)/)
    const box = root(page).locator('[data-game-player] [data-part="box"]')
    await expect.poll(async () => (await box.boundingBox())?.height).toBe(844)
  })
})
