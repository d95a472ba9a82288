import { expect, test } from '../support/browser-test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_SERVER_DIST_DIR } from '../../scripts/e2e-env'

// What the keyless builds send to browsers: the export, and the server build's static assets.
const CLIENT_DIRS = ['out', path.join(E2E_SERVER_DIST_DIR, 'static')]
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]
  )

test('a build without a Clerk key ships no Clerk code and no sign-in page', () => {
  test.skip(test.info().project.name !== 'export', 'one scan covers both builds')
  const dirs = CLIENT_DIRS.filter((d) => existsSync(d))
  expect(dirs).toEqual(CLIENT_DIRS)
  const files = dirs.flatMap(filesUnder).filter((f) => /\.(js|html|json|txt)$/.test(f))
  expect(files.length).toBeGreaterThan(50)
  // `clerk` covers @clerk/*, ClerkProvider, __clerk globals and clerk.browser.js alike.
  const hits = files.filter((file) => /clerk/i.test(readFileSync(file, 'latin1')))
  expect(hits).toEqual([])
  for (const page of ['sign-in', 'sign-up', 'dashboard'])
    expect(existsSync(path.join('out', `${page}.html`))).toBe(false)
  expect(existsSync(path.join(E2E_SERVER_DIST_DIR, 'server', 'middleware.js'))).toBe(false)
})
