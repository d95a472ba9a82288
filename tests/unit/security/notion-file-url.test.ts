import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { notionFileUrl } from '@/lib/security/notion-file-url'
import { describeWithFixtures } from '@/tests/support/fixtures'

describe('notionFileUrl', () => {
  it.each([
    'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/file/photo.png?X-Amz-Expires=3600',
    'https://file.notion.so/f/s/signed/report.zip?sig=1',
    'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/1288fa7f/Handbook.pdf?X-Amz-Date=1',
    'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/0768a380/logo.png'
  ])('accepts %s', (url) => expect(notionFileUrl(url)).toBe(url))

  it.each([
    'https://evil.example/prod-files-secure/x',
    'https://evil.example/secure.notion-static.com/x',
    'https://prod-files-secure.evil.com/',
    'https://prod-files-secure.s3.us-west-2.amazonaws.com.evil.com/x',
    'https://s3.us-west-2.amazonaws.com/attacker-bucket/x',
    'https://s3.us-west-2.amazonaws.com/attacker-bucket/secure.notion-static.com/x',
    'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/../attacker-bucket/x',
    'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/%2e%2e/attacker-bucket/x',
    'https://s3.us-west-2.amazonaws.com/secure.notion-static.com%2F..%2Fattacker/x',
    'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/..%2Fattacker/x',
    'https://attacker.s3.us-west-2.amazonaws.com/x',
    'https://prod-files-secure.s3.us-west-2.amazonaws.com@evil.com/',
    'https://user:pass@file.notion.so/f/x',
    'https://file.notion.so:8443/f/x',
    'https://www.notion.so/image/https%3A%2F%2Fevil.example%2Fx.png',
    'https://www.notion.so/signed/https%3A%2F%2Fevil.example%2Fx.pdf',
    'https://notion.so.evil.com/signed/x',
    'http://prod-files-secure.s3.us-west-2.amazonaws.com/x',
    'http://file.notion.so/f/x',
    '//file.notion.so/f/x',
    'attachment:abc:file.pdf',
    'javascript:alert(1)',
    'not a url',
    ''
  ])('refuses %s', (url) => expect(notionFileUrl(url)).toBeNull())

  it('answers the parsed URL, never the text it was given', () => {
    expect(notionFileUrl(' https://FILE.notion.so/f/x ')).toBe('https://file.notion.so/f/x')
  })
})

/** Every string under `value` that looks like an absolute URL. */
function urlsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string' && /^https?:\/\//.test(value)) into.push(value)
  else if (value && typeof value === 'object')
    for (const v of Object.values(value as Record<string, unknown>)) urlsIn(v, into)
  return into
}

describeWithFixtures('notionFileUrl on real Notion captures', (dir) => {
  const signed = [
    ...urlsIn(
      JSON.parse(
        readFileSync(
          path.join(dir, 'api-responses/getSignedFileUrls/signed-urls.response.json'),
          'utf8'
        )
      )
    ),
    ...readdirSync(path.join(dir, 'record-maps')).flatMap((file) =>
      urlsIn(
        (
          JSON.parse(readFileSync(path.join(dir, 'record-maps', file), 'utf8')) as {
            signed_urls?: unknown
          }
        ).signed_urls
      )
    )
  ]
  const notion = signed.filter((url) => !url.startsWith('https://images.unsplash.com/'))

  it('accepts every signed file URL Notion answered', () => {
    expect(new Set(notion.map((url) => new URL(url).hostname))).toEqual(
      new Set(['s3.us-west-2.amazonaws.com', 'file.notion.so'])
    )
    for (const url of notion) expect(notionFileUrl(url), url).toBe(url)
  })

  it('refuses the outside images a record map also signs', () => {
    expect(signed.length).toBeGreaterThan(notion.length)
    for (const url of signed.filter((u) => !notion.includes(u)))
      expect(notionFileUrl(url)).toBeNull()
  })
})
