import { expect, test } from '../support/browser-test'

/** Server mode sends the security headers on pages, the lock screen included. */
test('pages carry the security headers; no other site may frame them', async ({
  request
}, info) => {
  test.skip(info.project.name !== 'server', 'a static export carries them as out/_headers')
  for (const path of ['/', '/article/contact-sheets', '/search']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy']).toContain(
      "object-src 'self' https://prod-files-secure.s3.us-west-2.amazonaws.com https://file.notion.so "
    )
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
})

test('a static export carries the same headers as out/_headers and out/vercel.json', async ({}, info) => {
  test.skip(info.project.name !== 'export', 'the server sends them itself')
  const { readFileSync } = await import('node:fs')
  const file = readFileSync('out/_headers', 'utf8')
  expect(file.startsWith('/*\n')).toBe(true)
  expect(file).toContain("frame-ancestors 'self'")
  expect(file).toContain('X-Content-Type-Options: nosniff')
  const vercel = JSON.parse(readFileSync('out/vercel.json', 'utf8')) as {
    headers: { headers: { key: string }[] }[]
  }
  expect(vercel.headers[0]?.headers.map((h) => h.key)).toContain('Content-Security-Policy')
})
