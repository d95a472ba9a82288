import { beforeEach, describe, expect, it, vi } from 'vitest'

const resolveFileUrl =
  vi.fn<
    (
      blockId: string,
      may: (pageId: string, rootPageId: string) => boolean
    ) => Promise<string | null>
  >()
vi.mock('@/lib/notion/resolve-file-url', () => ({ resolveFileUrl }))
vi.mock('@/lib/pages/get-site-data', () => ({
  everySiteData: async () => [
    {
      rootPageId: 'root',
      data: {
        now: Date.UTC(2025, 0, 1),
        posts: [
          { id: 'open-page', locked: false, type: 'Post', status: 'Published', window: {} },
          { id: 'locked-page', locked: true, type: 'Post', status: 'Published', window: {} },
          { id: 'hidden-page', locked: false, type: 'Post', status: 'Invisible', window: {} }
        ]
      }
    }
  ]
}))
vi.mock('@/lib/content/visibility', () => ({
  isListed: (p: { status: string }) => p.status === 'Published'
}))

const { checkedFileUrl, expiryOf, signedFileUrl, MAX_SIGNINGS } =
  await import('@/lib/pages/file-urls')

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0)
const S3 =
  'https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b/file.pdf?X-Amz-Date=20250101T120000Z&X-Amz-Expires=3600'
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

beforeEach(() => resolveFileUrl.mockReset())

describe('the file route', () => {
  it("reads a signed URL's expiry from S3's or Notion's parameters", () => {
    expect(expiryOf(S3, NOW)).toBe(NOW + 3600_000)
    expect(expiryOf('https://file.notion.so/f/x?expirationTimestamp=1735740000000', NOW)).toBe(
      1735740000000
    )
  })

  it('returns only https URLs on Notion file hosts', () => {
    expect(checkedFileUrl(S3)).toBe(S3)
    expect(checkedFileUrl('https://evil.example/x.pdf')).toBeNull()
    expect(checkedFileUrl('http://prod-files-secure.s3.us-west-2.amazonaws.com/x')).toBeNull()
    expect(checkedFileUrl('javascript:alert(1)')).toBeNull()
  })

  it.each([
    'https://evil.example/prod-files-secure/x',
    'https://prod-files-secure.evil.com/',
    'https://s3.us-west-2.amazonaws.com/attacker-bucket/x',
    'https://s3-us-west-2.amazonaws.com/attacker-bucket/secure.notion-static.com/x',
    'https://prod-files-secure.s3.us-west-2.amazonaws.com@evil.com/'
  ])('never redirects to %s', (url) => expect(checkedFileUrl(url)).toBeNull())

  it('signs files of listed, unlocked posts only', async () => {
    resolveFileUrl.mockResolvedValue(S3)
    expect(await signedFileUrl(id(1), NOW)).toEqual({ kind: 'url', url: S3 })
    const may = resolveFileUrl.mock.calls[0]![1]
    expect(['open-page', 'locked-page', 'hidden-page', 'draft'].map((p) => may(p, 'root'))).toEqual(
      [true, false, false, false]
    )
    expect(may('open-page', 'another-root')).toBe(false)
  })

  it('caches a signed URL until shortly before it expires', async () => {
    resolveFileUrl.mockResolvedValue(S3)
    await signedFileUrl(id(2), NOW)
    await signedFileUrl(id(2), NOW + 30 * 60_000)
    expect(resolveFileUrl).toHaveBeenCalledTimes(1)
    await signedFileUrl(id(2), NOW + 56 * 60_000)
    expect(resolveFileUrl).toHaveBeenCalledTimes(2)
  })

  it('refuses an unchecked target and answers busy when too many signings run', async () => {
    resolveFileUrl.mockResolvedValueOnce('https://evil.example/x.pdf')
    expect(await signedFileUrl(id(3), NOW)).toEqual({ kind: 'none' })
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    resolveFileUrl.mockImplementation(async () => {
      await gate
      return S3
    })
    const running = Array.from({ length: MAX_SIGNINGS }, (_, i) => signedFileUrl(id(10 + i), NOW))
    expect(await signedFileUrl(id(99), NOW)).toEqual({ kind: 'busy' })
    release()
    expect((await Promise.all(running)).every((a) => a.kind === 'url')).toBe(true)
  })
})
