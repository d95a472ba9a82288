import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '../support/browser-test'

const PAGES = ['/', '/article/contact-sheets', '/search', '/article/how-this-site-works']

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

/** The text of every inline script in `html` that a browser would run (not JSON data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=|\stype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text!)

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** What the e2e builds switch on (scripts/e2e-env.ts), and Mermaid for the demo's diagram. */
const OUTSIDE_SCRIPTS = [
  'https://utteranc.es',
  'https://cdn.jsdelivr.net/npm/@waline/client@2/dist/',
  'https://cdnjs.cloudflare.com/ajax/libs/mermaid/11.4.0/'
]

/** The policy admits every inline script of the page by hash, and no other inline code. */
function expectScriptsAdmitted(policy: string, html: string) {
  const scripts = directive(policy, 'script-src')
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts.filter((s) => s !== "'self'" && !s.startsWith("'sha256-"))).toEqual(
    OUTSIDE_SCRIPTS
  )
  const inline = inlineScripts(html)
  expect(inline.length).toBeGreaterThanOrEqual(2)
  for (const text of inline) expect(scripts).toContain(hashOf(text))
}

/** Server mode sends the security headers on pages, the lock screen included. */
test('pages carry the security headers; no other site may frame them', async ({
  request
}, info) => {
  test.skip(info.project.name !== 'server', 'a static export carries them as out/_headers')
  for (const path of PAGES) {
    const response = await request.get(path)
    const headers = response.headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain(
      "object-src 'self' https://prod-files-secure.s3.us-west-2.amazonaws.com https://file.notion.so "
    )
    expectScriptsAdmitted(policy, await response.text())
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['strict-transport-security']).toBeUndefined()
  }
  // The build's scripts carry nosniff only: the document headers govern documents.
  const home = await (await request.get('/')).text()
  const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home)?.[0] ?? ''
  const asset = await request.get(script)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')
  expect(asset.headers()['content-security-policy']).toBeUndefined()
  expect(asset.headers()['permissions-policy']).toBeUndefined()
})

test('a static export carries the same headers as out/_headers and out/vercel.json', async ({
  request
}, info) => {
  test.skip(info.project.name !== 'export', 'the server sends them itself')
  const file = readFileSync('out/_headers', 'utf8')
  expect(file.startsWith('/*\n')).toBe(true)
  expect(file).toContain("frame-ancestors 'self'")
  expect(file).toContain('X-Content-Type-Options: nosniff')
  expect(file).not.toContain('Strict-Transport-Security')
  const policy = /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? ''
  for (const path of PAGES) expectScriptsAdmitted(policy, await (await request.get(path)).text())
  const vercel = JSON.parse(readFileSync('out/vercel.json', 'utf8')) as {
    headers: { headers: { key: string; value: string }[] }[]
  }
  const sent = vercel.headers[0]?.headers ?? []
  expect(sent.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(policy)
})
