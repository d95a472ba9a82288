import { expect, test, type Page } from '../support/browser-test'

/** The photo theme on the demo: the drag strip, its keys, the title menu, the pager. */

const strip = (page: Page) => page.locator('#theme-photo [data-carousel]')
const scrollLeft = (page: Page) => strip(page).evaluate((el) => el.scrollLeft)

/** Opens a page and waits until the strip's drag behaviour is attached (hydrated). */
async function openStrip(page: Page, path = '/?theme=photo') {
  await page.goto(path)
  await expect(strip(page)).toHaveAttribute('data-drag', '')
}

/**
 * Drags across the strip with the mouse, from its middle by `dx` pixels, in 6 moves 16 ms apart
 * and released at once: a quick flick. Each event carries its own time (the strip measures the
 * release speed from events' time stamps), so a loaded machine that delivers them slowly does
 * not turn the flick into a drag that rested before letting go.
 */
async function drag(page: Page, dx: number) {
  const box = (await strip(page).boundingBox())!
  const y = box.y + box.height / 3
  const x = box.x + box.width / 2
  await page.mouse.move(x, y)
  const cdp = await page.context().newCDPSession(page)
  const start = Date.now() / 1000
  const send = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', at: number, step: number) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: x + (dx * step) / 6,
      y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: type === 'mouseMoved' ? 0 : 1,
      timestamp: start + at / 1000
    })
  await send('mousePressed', 0, 0)
  for (let step = 1; step <= 6; step++) await send('mouseMoved', step * 16, step)
  await send('mouseReleased', 6 * 16 + 1, 6)
  await cdp.detach()
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the strip by keys and by mouse, then the pager', async ({ page }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await openStrip(page)

    await test.step('the focused strip moves a frame at a time with the arrow, Page, Home and End keys', async () => {
      const items = strip(page).locator('[data-part="item"]')
      const left = (n: number) => items.nth(n).evaluate((el: HTMLElement) => el.offsetLeft)
      const second = (await left(1)) - (await left(0))
      await strip(page).focus()
      await expect(strip(page)).toBeFocused()
      expect(await strip(page).evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => scrollLeft(page)).toBe(second)
      await page.keyboard.press('PageDown')
      await expect.poll(() => scrollLeft(page)).toBeGreaterThan(second)
      await page.keyboard.press('Home')
      await expect.poll(() => scrollLeft(page)).toBe(0)
      await page.keyboard.press('End')
      await expect
        .poll(() => strip(page).evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft))
        .toBeLessThan(2)
    })

    await test.step('a mouse drag moves the strip, coasts on after release and opens nothing', async () => {
      await expect(async () => {
        await strip(page).evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
        await drag(page, -400)
        const atRelease = await scrollLeft(page)
        expect(atRelease).toBeGreaterThan(300)
        await expect.poll(() => scrollLeft(page), { timeout: 2000 }).toBeGreaterThan(atRelease + 50)
      }).toPass({ timeout: 15_000 })
      await expect(page).toHaveURL(/\/\?theme=photo$/)
      await expect(strip(page)).not.toHaveAttribute('data-moving', '', { timeout: 5000 })
    })

    await test.step('page numbers under the strip lead to the next frames', async () => {
      const pager = page.locator('#theme-photo nav[data-pager="numbers"]')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      await pager.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(/\/page\/2/)
      await expect(pager.locator('[aria-current="page"]')).toHaveText('2')
      await expect(strip(page).locator('[data-photo-card]').first()).toBeVisible()
    })
  })

  test('frames are half the screen wide; a plain click on one opens its post', async ({ page }) => {
    await openStrip(page)
    const item = strip(page).locator('[data-part="item"]').first()
    expect(await item.evaluate((el: HTMLElement) => el.offsetWidth)).toBe(640)
    const first = strip(page).locator('[data-photo-card]').first()
    const href = await first.getByRole('heading').getByRole('link').getAttribute('href')
    expect(href).toBe('/article/sea-of-clouds')
    await first.locator('img').click()
    await expect(page).toHaveURL(/\/article\/sea-of-clouds/)
  })

  test('the italic word opens the menu over glass; Escape closes it; its links lead on', async ({
    page
  }) => {
    await openStrip(page)
    const word = page.locator('[data-title-menu] > button')
    await expect(word).toHaveAttribute('aria-expanded', 'false')
    await expect(word).toHaveText('Light, weather and the edges of cities.')
    await word.click()
    await expect(word).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Archive' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(word).toHaveAttribute('aria-expanded', 'false')
    await expect(word).toBeFocused()
    await expect(menu).toBeHidden()
    await word.click()
    await menu.getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive/)
    await expect(word).toHaveText('Archive')
    await expect(menu).toBeHidden()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })

  test('frames are 80% of the screen and a finger swipe moves the strip', async ({ page }) => {
    await openStrip(page)
    const width = await strip(page)
      .locator('[data-part="item"]')
      .first()
      .evaluate((el: HTMLElement) => el.offsetWidth)
    expect(width).toBe(312)
    const box = (await strip(page).boundingBox())!
    const y = box.y + box.height / 3
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }]
      })
    await touch('touchStart', 300)
    for (const x of [270, 230, 190, 150, 110]) await touch('touchMove', x)
    await touch('touchEnd', 110)
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(150)
  })
})

test('an article: the episode player switches parts; related posters in a strip', async ({
  page
}) => {
  await page.goto('/article/open-films?theme=photo')
  const player = page.locator('#theme-photo [data-part="video-episodes"]')
  const episodes = player.locator('button[data-part="episode"]')
  const frame = player.locator('video[data-part="episode-player"]')
  await expect(episodes).toHaveCount(3)
  await expect(episodes.nth(0)).toHaveAttribute('aria-pressed', 'true')
  await expect(frame).toHaveAttribute('src', /morning\.webm/)
  await expect(async () => {
    await episodes.nth(1).click()
    await expect(frame).toHaveAttribute('src', /snow\.webm/, { timeout: 1000 })
  }).toPass()
  await expect(episodes.nth(1)).toHaveAttribute('aria-pressed', 'true')
  const related = page.locator('#theme-photo [data-photo-related]')
  await expect(related.getByRole('heading', { name: 'Related posts' })).toBeVisible()
  await expect(related.locator('[data-carousel] [data-card="poster"]').first()).toBeVisible()
})
