import { describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { securityArtifacts } from '@/lib/security/export-headers'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { addConfigTable, rowId, workspaceOf } from '@/tests/support/workspace'

const rows: RowInput[] = [
  { title: 'First', slug: 'first', date: '2024-01-10' },
  { title: 'Config', type: 'Config', key: 'config' }
]
const site = (entries: [string, string, boolean][]) =>
  buildSiteData(addConfigTable(workspaceOf(rows), rowId('config'), entries), {
    env: { EXPORT: 'true' },
    now: Date.UTC(2024, 5, 1)
  })
const policyOf = (file: string) =>
  /Content-Security-Policy: (.*)/.exec(file)?.[1]?.split('; ') ?? []

describe("an export's security headers", () => {
  it('admit a service the Notion Config table switched on, as its pages load it', () => {
    const [headers, vercel] = securityArtifacts([
      site([['COMMENT_GISCUS_REPO', 'owner/repo', true]]).config
    ])
    expect(headers!.path).toBe('_headers')
    const policy = policyOf(String(headers!.bytes))
    expect(policy.find((d) => d.startsWith('script-src '))?.split(' ')).toContain(
      'https://giscus.app'
    )
    expect(policy).toContain("frame-src 'self' https: https://giscus.app")
    expect(vercel!.path).toBe('vercel.json')
    expect(String(vercel!.bytes)).toContain('https://giscus.app')
  })

  it('admit nothing for a row that is off, or for another language site that has none', () => {
    const off = site([['COMMENT_GISCUS_REPO', 'owner/repo', false]]).config
    const bare = site([]).config
    expect(String(securityArtifacts([off, bare])[0]!.bytes)).not.toContain('giscus')
    const on = site([['ANALYTICS_GOOGLE_ID', 'G-ABCDE12345', true]]).config
    const both = String(securityArtifacts([bare, on])[0]!.bytes)
    expect(both).toContain('https://www.googletagmanager.com')
  })
})
