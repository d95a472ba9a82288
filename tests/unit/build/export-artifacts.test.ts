import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  artifactPath,
  clearExportArtifacts,
  copyExportArtifacts,
  writeExportArtifact
} from '@/lib/build/export-artifacts'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { writeExportArtifacts } from '@/lib/pages/write-export-artifacts'
import { buildSiteData } from '@/lib/content/site-data'
import { workspaceOf } from '@/tests/support/workspace'

let root = ''
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'export-artifacts-'))
})
const phase = process.env.NEXT_PHASE
afterEach(() => {
  if (phase === undefined) delete process.env.NEXT_PHASE
  else process.env.NEXT_PHASE = phase
})

describe('export artifacts', () => {
  it('writes files under the cache folder and copies them all into out/', async () => {
    const cache = path.join(root, 'cache')
    const out = path.join(root, 'out')
    await writeExportArtifact('rss/feed.xml', '<rss/>', cache)
    await writeExportArtifact('robots.txt', 'User-agent: *', cache)
    await mkdir(path.join(out, 'rss'), { recursive: true })
    await writeFile(path.join(out, 'rss', 'feed.xml'), 'stale')
    expect(await copyExportArtifacts(out, cache)).toEqual(['robots.txt', 'rss/feed.xml'])
    expect(await readFile(path.join(out, 'rss', 'feed.xml'), 'utf8')).toBe('<rss/>')
    await clearExportArtifacts(cache)
    expect(await copyExportArtifacts(out, cache)).toEqual([])
  })

  it.each(['../x', '/etc/passwd', 'a/../../x', '', '..'])('refuses the path %j', (p) =>
    expect(() => artifactPath(p, root)).toThrow()
  )

  it('are written only by an export build, never by a server or outside `next build`', async () => {
    const dir = path.join(root, 'cache')
    const site = (EXPORT: string) =>
      buildSiteData(workspaceOf([{ title: 'A', slug: 'a' }]), { env: { EXPORT } })
    process.env.NEXT_PHASE = 'phase-production-build'
    await writeExportArtifacts(site('false'), renderBodyHtml, dir)
    delete process.env.NEXT_PHASE
    await writeExportArtifacts(site('true'), renderBodyHtml, dir)
    await expect(readdir(dir)).rejects.toThrow()
    process.env.NEXT_PHASE = 'phase-production-build'
    await writeExportArtifacts(site('true'), renderBodyHtml, dir)
    const files = (await readdir(dir, { recursive: true })).sort()
    expect(files.filter((f) => !f.startsWith('search-index'))).toEqual([
      '_headers',
      'feed.html',
      'robots.txt',
      'rss',
      'rss/atom.xml',
      'rss/feed.json',
      'rss/feed.xml',
      'sitemap.xml',
      'theme-data.json',
      'vercel.json'
    ])
    // The sharded search index: 16 shards and the one post's doc, under a versioned folder.
    const search = files.filter((f) => /^search-index\/[0-9a-f]+\.16\/[sd]\/\d+\.json$/.test(f))
    expect(search).toHaveLength(17)
  })
})
