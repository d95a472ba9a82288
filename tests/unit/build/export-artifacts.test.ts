import { mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { artifactPath, exportDirOf, writeExportArtifact } from '@/lib/build/export-artifacts'
import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { writeExportArtifacts } from '@/lib/pages/write-export-artifacts'
import { buildSiteData } from '@/lib/content/site-data'
import { cssModuleSource } from '@/scripts/lib/bundle-outside-next'
import { workspaceOf } from '@/tests/support/workspace'

let root = ''
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'export-artifacts-'))
})

describe('export artifacts', () => {
  it('are written into out/, over what is there', async () => {
    const out = path.join(root, 'out')
    await mkdir(path.join(out, 'rss'), { recursive: true })
    await writeFile(path.join(out, 'rss', 'feed.xml'), 'stale')
    await writeExportArtifact('rss/feed.xml', '<rss/>', out)
    expect(await readFile(path.join(out, 'rss', 'feed.xml'), 'utf8')).toBe('<rss/>')
  })

  it('go where Next exports the pages: out/, or a dist folder other than .next', () => {
    expect(exportDirOf({})).toBe(path.resolve('out'))
    expect(exportDirOf({ NEXT_DIST_DIR: '.next' })).toBe(path.resolve('out'))
    expect(exportDirOf({ NEXT_DIST_DIR: '.next-e2e' })).toBe(path.resolve('.next-e2e'))
  })

  it.each(['../x', '/etc/passwd', 'a/../../x', '', '..'])('refuses the path %j', (p) =>
    expect(() => artifactPath(p, root)).toThrow()
  )

  it("are an export's only: a server build writes none", async () => {
    const out = path.join(root, 'out')
    const site = (EXPORT: string) =>
      buildSiteData(workspaceOf([{ title: 'A', slug: 'a' }]), { env: { EXPORT } })
    expect(await writeExportArtifacts(site('false'), renderBodyHtml, out)).toEqual([])
    await expect(readdir(out)).rejects.toThrow()
    const written = await writeExportArtifacts(site('true'), renderBodyHtml, out)
    const files = (await readdir(out, { recursive: true })).sort()
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
    expect(written.filter((f) => !f.startsWith('search-index'))).toEqual(
      files
        .filter((f) => !f.startsWith('search-index') && f !== 'rss')
        .map((f) => f.replace(/\\/g, '/'))
    )
    // The sharded search index: 16 shards and the one post's doc, under a versioned folder.
    const search = files.filter((f) => /^search-index\/[0-9a-f]+\.16\/[sd]\/\d+\.json$/.test(f))
    expect(search).toHaveLength(17)
  })
})

describe('stylesheets outside Next (the postbuild that writes them)', () => {
  const load = (source: string): unknown =>
    new Function(source.replace('export default ', 'return '))()

  it('a CSS module gives each class a stable name after its file', () => {
    const styles = load(cssModuleSource('@/components/notion-renderer/NotionList.module.css')) as {
      [name: string]: string
    }
    expect(styles.item).toBe('NotionList_item')
    expect(`${styles.disc} ${styles.list}`).toBe('NotionList_disc NotionList_list')
  })

  it('a plain stylesheet is nothing', () => {
    expect(cssModuleSource('react-notion-x/src/styles.css')).toBe('')
    expect(cssModuleSource('katex/dist/katex.min.css')).toBe('')
  })
})
