import { expect, test, type Page } from '../support/browser-test'

/** The fukasawa theme on the demo, switched to with ?theme=fukasawa: wall, sidebar, QR popover. */

const root = (page: Page) => page.locator('#theme-fukasawa')
const sidebar = (page: Page) => root(page).locator('#fukasawa-sidebar')
const toggle = (page: Page) => root(page).locator('button[aria-controls="fukasawa-sidebar"]')

async function open(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=fukasawa`)
  await expect(root(page)).toBeAttached()
}

/** The visible layout of the wall and the titles at the top of its columns, left to right. */
async function wall(page: Page) {
  const layout = root(page).locator('[data-masonry] > [data-columns]:visible')
  await expect(layout).toHaveCount(1)
  const columns = layout.locator('[data-part="column"]')
  const tops = await columns.evaluateAll((cols) =>
    cols.map((col) => {
      const card = col.querySelector('article')
      const box = card?.getBoundingClientRect()
      return { title: card?.querySelector('h2')?.textContent ?? '', x: box?.x ?? 0, y: box?.y ?? 0 }
    })
  )
  return { count: Number(await layout.getAttribute('data-columns')), tops }
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('home: the wall, then the sidebar folded across a reload', async ({ page }) => {
    await open(page, '/')

    await test.step('the wall has three columns whose first row is posts 1, 2, 3', async () => {
      const { count, tops } = await wall(page)
      expect(count).toBe(3)
      const order = await root(page).locator('[data-columns="1"] article h2').allTextContents()
      expect(tops.map((t) => t.title)).toEqual(order.slice(0, 3))
      expect(new Set(tops.map((t) => Math.round(t.y))).size).toBe(1)
      expect(tops[0]!.x).toBeLessThan(tops[1]!.x)
      expect(tops[1]!.x).toBeLessThan(tops[2]!.x)
    })

    await test.step('the sidebar folds away and stays folded after a reload', async () => {
      await expect(sidebar(page)).toBeVisible()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle(page)).toHaveAccessibleName('Hide sidebar')
      await toggle(page).click()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle(page)).toHaveAccessibleName('Show sidebar')
      await expect(sidebar(page)).toBeHidden()
      await page.reload()
      await expect(root(page)).toBeAttached()
      await expect(sidebar(page)).toBeHidden()
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
      await toggle(page).click()
      await expect(sidebar(page)).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('fukasawa-sidebar'))).toBe('open')
    })
  })

  test('the WeChat button opens its QR code on hover and focus; Escape closes it', async ({
    page
  }) => {
    // The demo sets no QR image: this page's props get one (a site file).
    await page.route(/\/\?theme=fukasawa$/, async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace(
        '"CONTACT_WECHAT_QR":""',
        '"CONTACT_WECHAT_QR":"/avatar.svg"'
      )
      await route.fulfill({ response, body })
    })
    await open(page, '/')
    const button = sidebar(page).getByRole('button', { name: 'WeChat QR code' })
    const popover = sidebar(page).locator('[data-part="wechat-popover"]')
    await expect(popover).toBeHidden()
    await button.hover()
    await expect(popover).toBeVisible()
    await expect(popover.getByRole('img', { name: 'WeChat QR code' })).toHaveAttribute(
      'src',
      '/avatar.svg'
    )
    await page.mouse.move(1000, 600)
    await expect(popover).toBeHidden()
    await button.focus()
    await expect(popover).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('one column in reading order, the sidebar replaced by a menu bar', async ({ page }) => {
    await open(page, '/')
    const { count } = await wall(page)
    expect(count).toBe(1)
    const shown = await root(page).locator('[data-columns="1"] article h2').allTextContents()
    const three = await root(page)
      .locator('[data-columns="3"] [data-part="column"]')
      .evaluateAll((cols) => cols.map((c) => c.querySelector('article h2')?.textContent ?? ''))
    expect(shown.slice(0, 3)).toEqual(three)
    await expect(sidebar(page)).toBeHidden()
    const bar = root(page).locator('[data-fukasawa-phone-bar]')
    await bar.getByRole('button', { name: 'Open menu' }).click()
    await expect(bar.getByRole('link', { name: 'Archive' })).toBeVisible()
    await expect(bar.getByRole('search')).toBeVisible()
  })
})
