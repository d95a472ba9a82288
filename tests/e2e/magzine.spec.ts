import { expect, test, type Page } from '../support/browser-test'

/** The magzine theme, switched to with ?theme=magzine: header, front page bands, swiper, article. */

const root = (page: Page) => page.locator('#theme-magzine')
const bar = (page: Page) => root(page).locator('[data-magzine-bar]')

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('home: the shrinking header, the front page, the footer, then the search', async ({
    page
  }) => {
    // Behaviours met on one visit, each of them a test of its own before.
    test.setTimeout(60_000)
    await page.goto('/?theme=magzine')

    await test.step('the header shrinks from 80 to 56 px once the page scrolls', async () => {
      await expect.poll(async () => (await bar(page).boundingBox())?.height).toBe(80)
      await expect(async () => {
        await page.mouse.wheel(0, 400)
        expect((await bar(page).boundingBox())?.height).toBe(56)
      }).toPass()
      await expect(root(page).locator('header')).toHaveAttribute('data-shrunk', 'true')
    })

    await test.step('front page: the lead story beside the promo box, the latest band, category rows', async () => {
      const lead = root(page).locator('[data-lead-story]')
      await expect(lead.getByRole('heading', { level: 2 })).toHaveText('Above the Sea of Clouds')
      await expect(lead.locator('[data-part="category"]')).toHaveText('Travel')
      const promo = root(page).locator('[data-promo-box]')
      await expect(promo.getByRole('heading')).toHaveText('Stories worth the read')
      await expect(promo.getByRole('link', { name: 'About this site' })).toHaveAttribute(
        'href',
        '/about'
      )
      const [leadBox, promoBox] = [await lead.boundingBox(), await promo.boundingBox()]
      expect(leadBox && promoBox && promoBox.x > leadBox.x + leadBox.width - 1).toBe(true)
      await expect(root(page).locator('[data-band="top"] [data-magzine-card]')).toHaveCount(2)
      const latest = root(page).locator('[data-band="latest"]')
      await expect(latest.locator('[data-magzine-card]')).toHaveCount(4)
      await expect(latest.locator('[data-part="view-all"]')).toHaveAttribute('href', '/archive')
      const travel = root(page).locator('[data-band="category"]', { hasText: 'Travel' }).first()
      await expect(travel.locator('[data-magzine-card]').first()).toBeVisible()
      await expect(travel.getByRole('link', { name: 'View all posts in Travel' })).toHaveAttribute(
        'href',
        '/category/Travel'
      )
      const cards = travel.locator('[data-part="item"]')
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      expect(a && b && a.y === b.y && b.x > a.x).toBe(true)
      await expect(
        root(page).locator('[data-band="recommended"] [data-magzine-card]').first()
      ).toBeVisible()
      await expect(root(page).locator('[data-band="cta"] [data-widget="notice"]')).toBeVisible()
    })

    await test.step('the black footer: link columns that navigate', async () => {
      const footer = root(page).locator('[data-magzine-footer]')
      const columns = footer.getByRole('navigation', { name: 'Site links' })
      await expect(columns.getByRole('heading')).toHaveText(['Read', 'About', 'Elsewhere'])
      await expect(footer).toHaveCSS('background-color', 'rgb(0, 0, 0)')
      await columns.getByRole('link', { name: 'Archive' }).click()
      await expect(page).toHaveURL(/\/archive/)
    })

    await test.step('the search button swaps the menu for an input; Enter goes to the search page', async () => {
      const header = root(page).locator('header')
      await expect(header.getByRole('link', { name: 'Archive' })).toBeVisible()
      await header.getByRole('button', { name: 'Open search' }).click()
      const input = header.getByRole('searchbox')
      await expect(input).toBeFocused()
      await expect(header.getByRole('link', { name: 'Archive' })).toHaveCount(0)
      await input.fill('light')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/search(\/light|\?s=light)/)
      await expect(root(page).getByRole('heading', { level: 1 })).toHaveText('Search')
    })
  })

  test('an article: sticky contents, the body and the right rail in three columns', async ({
    page
  }) => {
    await page.goto('/article/how-this-site-works?theme=magzine')
    const toc = root(page).locator('[data-magzine-toc] nav, [data-magzine-toc] > *').first()
    const body = root(page).locator('#article-wrapper')
    const rail = root(page).locator('[data-magzine-rail]')
    await expect(toc).toBeVisible()
    await expect(rail).toBeVisible()
    const [t, b, r] = [await toc.boundingBox(), await body.boundingBox(), await rail.boundingBox()]
    expect(t && b && r && t.x + t.width <= b.x && b.x + b.width <= r.x).toBe(true)
    await expect(rail.getByRole('heading', { name: 'Last edited' })).toBeVisible()
    await expect(rail.locator('[data-widget="community"]')).toBeVisible()
    await expect(root(page).locator('[data-magzine-toc-button]')).toBeHidden()
    await page.mouse.wheel(0, 1500)
    await expect(async () => {
      const box = await toc.boundingBox()
      expect(box && box.y >= 0 && box.y < 120).toBe(true)
    }).toPass()
  })
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('a card row swipes one card at a time', async ({ page }) => {
    await page.goto('/?theme=magzine')
    const row = root(page).locator('[data-band="latest"] [data-card-row]')
    await expect(row).toHaveCSS('scroll-snap-type', 'x mandatory')
    await row.scrollIntoViewIfNeeded()
    const items = row.locator('[data-part="item"]')
    const first = await items.nth(0).boundingBox()
    const second = await items.nth(1).boundingBox()
    expect(first && second && first.width < 390 && second.x > 300).toBe(true)
    // A partial swipe settles on the next card's start.
    await row.evaluate((el) => el.scrollTo({ left: el.clientWidth * 0.6, behavior: 'instant' }))
    await expect
      .poll(() =>
        row.evaluate((el) => {
          const item = el.querySelectorAll('li')[1] as HTMLElement
          return Math.abs(item.getBoundingClientRect().left - el.getBoundingClientRect().left)
        })
      )
      .toBeLessThan(2)
    await expect(items.nth(1)).toBeInViewport({ ratio: 0.9 })
  })

  test('an article: the floating contents button opens the contents', async ({ page }) => {
    await page.goto('/article/how-this-site-works?theme=magzine')
    await expect(root(page).locator('[data-magzine-toc]')).toBeHidden()
    const button = root(page).getByRole('button', { name: 'Contents' })
    await expect(button).toBeVisible()
    await button.click()
    await expect(page.locator('[data-toc-drawer]').getByRole('link').first()).toBeVisible()
  })
})
