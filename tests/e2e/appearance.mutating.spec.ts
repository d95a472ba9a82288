import { expect, test } from '../support/browser-test'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_CONTENT_DIR } from '../support/e2e-content'

/**
 * APPEARANCE=dark set in Notion's Config table (the demo has the row, disabled) makes the server
 * HTML itself dark after the next regeneration: no flash, and no script needed to get there.
 */
const REVALIDATE_MS = 5_000
type Records = Record<string, { value: { properties?: Record<string, unknown>; schema?: object } }>

/** The demo's Config page with its APPEARANCE row enabled; null when the file is another page. */
function enableAppearance(text: string): string | null {
  const map = JSON.parse(text) as { block: Records; collection?: Records }
  const row = Object.values(map.block).find(
    (b) => JSON.stringify(b.value.properties?.title) === '[["APPEARANCE"]]'
  )
  const enable = Object.values(map.collection ?? {})
    .flatMap((c) => Object.entries(c.value.schema ?? {}))
    .find(([, column]) => (column as { name: string }).name === 'Enable')
  if (!row?.value.properties || !enable) return null
  row.value.properties[enable[0]] = [['Yes']]
  return JSON.stringify(map)
}

let file = ''
let original = ''

test.afterAll(() => {
  if (file) writeFileSync(file, original)
})

test('APPEARANCE=dark from the Notion Config table gives html.dark in the server HTML', async ({
  request
}) => {
  test.setTimeout(60_000)
  const pages = path.join(E2E_CONTENT_DIR, 'pages')
  const htmlTag = async () =>
    (await (await request.get('/archive')).text()).match(/<html[^>]*>/)?.[0]
  expect(await htmlTag()).not.toMatch(/class="dark"/)
  for (const name of readdirSync(pages)) {
    const text = readFileSync(path.join(pages, name), 'utf8')
    const edited = text.includes('"APPEARANCE"') ? enableAppearance(text) : null
    if (!edited) continue
    file = path.join(pages, name)
    original = text
    // Write then rename, so the server never reads half a file.
    writeFileSync(`${file}.tmp`, edited)
    renameSync(`${file}.tmp`, file)
  }
  expect(file, 'the demo Config table has a disabled APPEARANCE row').not.toBe('')
  await new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 1_000))
  // The first request past the window starts the regeneration and still gets the old page.
  await expect.poll(htmlTag, { timeout: 20_000 }).toMatch(/class="dark"/)
})
