import { describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { buildSiteData } from '@/lib/content/site-data'
import { contentSecurityPolicy } from '@/lib/security/headers'
import { withinPolicy } from '@/lib/security/policy-gate'
import type { RowInput } from '@/scripts/lib/workspace-builder'
import { collectWarnings } from '@/tests/unit/integrations/setup'
import { addConfigTable, rowId, workspaceOf } from '@/tests/support/workspace'

const warnings = collectWarnings()
const built = (env: Record<string, string> = {}) => loadConfig({ env }).config
const policyOf = (env: Record<string, string> = {}) => contentSecurityPolicy(built(env))

describe("a server's pages switch on only what its build's policy admits", () => {
  it('switches off a service the policy does not admit, and says why', () => {
    const config = { ...built(), COMMENT_GISCUS_REPO: 'o/r', ANALYTICS_GOOGLE_ID: 'G-ABCDE12345' }
    const gated = withinPolicy(config, policyOf({ COMMENT_GISCUS_REPO: 'o/r' }))
    expect(gated.COMMENT_GISCUS_REPO).toBe('o/r')
    expect(gated.ANALYTICS_GOOGLE_ID).toBe('')
    expect(warnings.join('\n')).toMatch(/Google Analytics is switched on, but .* it stays off/)
    expect(warnings.join('\n')).not.toContain('Giscus')
  })

  it('switches off a service whose address differs from the one the build admitted', () => {
    const env = { MATOMO_HOST_URL: 'https://stats.example.com', MATOMO_SITE_ID: '3' }
    const moved = { ...built(env), MATOMO_HOST_URL: 'https://other.example.com' }
    expect(withinPolicy(moved, policyOf(env)).MATOMO_SITE_ID).toBe('')
    expect(withinPolicy(built(env), policyOf(env)).MATOMO_SITE_ID).toBe('3')
  })

  it('leaves out custom scripts and stylesheets the policy does not admit', () => {
    const env = { CUSTOM_EXTERNAL_JS: 'https://a.example/x.js' }
    const config = {
      ...built(env),
      CUSTOM_EXTERNAL_JS: ['https://a.example/y.js', 'https://b.example/z.js', '/js/local.js'],
      CUSTOM_EXTERNAL_CSS: ['https://c.example/s.css']
    }
    const gated = withinPolicy(config, policyOf(env))
    expect(gated.CUSTOM_EXTERNAL_JS).toEqual(['https://a.example/y.js', '/js/local.js'])
    expect(gated.CUSTOM_EXTERNAL_CSS).toEqual([])
    const open = { ALLOW_NOTION_SCRIPTS: 'true' }
    const anyHttps = { ...built(open), CUSTOM_EXTERNAL_CSS: config.CUSTOM_EXTERNAL_CSS }
    expect(withinPolicy(anyHttps, policyOf(open)).CUSTOM_EXTERNAL_CSS).toEqual([
      'https://c.example/s.css'
    ])
  })

  it('changes nothing without a policy (an export) or when everything is admitted', () => {
    const config = { ...built(), COMMENT_GISCUS_REPO: 'o/r' }
    expect(withinPolicy(config, '')).toBe(config)
    expect(withinPolicy(config, undefined)).toBe(config)
    expect(withinPolicy(built(), policyOf())).toEqual(built())
  })

  it('applies to the settings a Notion Config table sets when the site is regenerated', () => {
    const rows: RowInput[] = [
      { title: 'First', slug: 'first', date: '2024-01-10' },
      { title: 'Config', type: 'Config', key: 'config' }
    ]
    const workspace = addConfigTable(workspaceOf(rows), rowId('config'), [
      ['COMMENT_GISCUS_REPO', 'owner/repo', true],
      ['CLARITY_ID', 'abc123def', true]
    ])
    const options = { env: {}, now: Date.UTC(2024, 5, 1) }
    const served = buildSiteData(workspace, {
      ...options,
      gate: (c) => withinPolicy(c, policyOf())
    }).config
    expect([served.COMMENT_GISCUS_REPO, served.CLARITY_ID]).toEqual(['', ''])
    const admitted = policyOf({ COMMENT_GISCUS_REPO: 'x/y' })
    const withGiscus = buildSiteData(workspace, {
      ...options,
      gate: (c) => withinPolicy(c, admitted)
    }).config
    expect([withGiscus.COMMENT_GISCUS_REPO, withGiscus.CLARITY_ID]).toEqual(['owner/repo', ''])
    expect(buildSiteData(workspace, options).config.CLARITY_ID).toBe('abc123def')
  })
})
