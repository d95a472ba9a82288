import { expect, test, type Page } from '../support/browser-test'

/**
 * Code blocks in a real page: line numbers stay out of the copied text, long code folds, and a
 * Mermaid block is drawn as an image by the configured script (stubbed here: this machine is
 * offline), its source one click away; without the script the code stays.
 */
const ARTICLE = '/article/how-this-site-works'
const MERMAID = 'https://cdnjs.cloudflare.com/ajax/libs/mermaid/**'

/** A Mermaid stand-in that draws an SVG naming what it was asked to draw. */
const stubMermaid = (page: Page) =>
  page.route(MERMAID, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.mermaid = {
        initialize(o) { window.__mermaidConfig = o },
        async render(id, text) {
          const label = text.split('\\n')[0].replace(/[<&]/g, '')
          return { svg: '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="5" y="25">' + label + '</text></svg>' }
        }
      }`
    })
  )

test('a Mermaid block is drawn as an image in strict mode, its source kept', async ({ page }) => {
  await stubMermaid(page)
  await page.goto(ARTICLE)
  const block = page.locator('[data-part="mermaid"]')
  await block.scrollIntoViewIfNeeded()
  await expect(block).toHaveAttribute('data-drawn', 'true')
  const image = block.locator('img')
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect(image).toHaveAttribute('alt', 'Diagram')
  expect(
    await page.evaluate(
      () =>
        (window as never as { __mermaidConfig: { securityLevel: string } }).__mermaidConfig
          .securityLevel
    )
  ).toBe('strict')
  await block.getByText('Diagram source').click()
  await expect(block.locator('code')).toContainText('A[Notion database]')
})

test('without the Mermaid script the block stays code', async ({ page }) => {
  await page.route(MERMAID, (route) => route.abort())
  await page.goto(ARTICLE)
  const block = page.locator('[data-part="mermaid"]')
  await block.scrollIntoViewIfNeeded()
  await expect(block.locator('code')).toContainText('graph LR')
  await expect(block.locator('img')).toHaveCount(0)
})

test('line numbers are not part of the code; the copy bar has window dots', async ({ page }) => {
  await page.goto(ARTICLE)
  const figure = page.locator('figure.notion-code-block', { hasText: 'NOTION_PAGE_ID' })
  await expect(figure.locator('[aria-hidden="true"]').first()).toBeAttached()
  const gutter = figure.locator('pre span[aria-hidden="true"]').last()
  await expect(gutter).toHaveText(/^1\s+2\s+3$/)
  expect(await gutter.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none')
  await expect(figure.locator('code')).not.toContainText('1\n2')
})
