import { expect, test } from '../support/browser-test'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_CONTENT_DIR } from '../support/e2e-content'

/**
 * Server mode: the search endpoint answers from the server's current data, so a post edited in
 * the workspace (the e2e copy of the demo) is found by its new words once NEXT_REVALIDATE_SECOND
 * (5 s) has passed, without a rebuild; its old words no longer find it.
 */
const OLD = 'That is a fine evening.'
const NEW = 'That is a fine quixotic evening.'
const REVALIDATE_MS = 5_000

let file = ''
let original = ''

test.afterAll(() => {
  if (file) writeFileSync(file, original)
})

test('an edited post is found by its new words after the revalidate window', async ({
  request
}) => {
  test.setTimeout(60_000)
  const total = async (q: string) =>
    ((await (await request.get(`/api/search?q=${q}`)).json()) as { total: number }).total
  expect(await total('quixotic')).toBe(0)
  const pages = path.join(E2E_CONTENT_DIR, 'pages')
  for (const name of readdirSync(pages)) {
    const text = readFileSync(path.join(pages, name), 'utf8')
    if (!text.includes(OLD)) continue
    file = path.join(pages, name)
    original = text
    // Write then rename, so the server never reads half a file.
    writeFileSync(`${file}.tmp`, text.replace(OLD, NEW))
    renameSync(`${file}.tmp`, file)
  }
  expect(file, 'the demo has the sentence to edit').not.toBe('')
  await new Promise((resolve) => setTimeout(resolve, REVALIDATE_MS + 1_000))
  await expect.poll(() => total('quixotic'), { timeout: 20_000 }).toBe(1)
})
