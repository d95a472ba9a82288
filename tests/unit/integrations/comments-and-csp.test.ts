import { describe, expect, it } from 'vitest'
import { enabledProviders } from '../../../components/comments/providers'
import { contentSecurityPolicy } from '../../../lib/security/headers'
import { configWith } from './setup'

const ids = (env: Record<string, string>) => enabledProviders(configWith(env)).map((p) => p.id)

describe('comment systems', () => {
  it.each([
    [{ COMMENT_ARTALK_SERVER: 'https://artalk.example.com' }, 'artalk'],
    [{ COMMENT_TWIKOO_ENV_ID: 'blog-1a2b3c' }, 'twikoo'],
    [{ COMMENT_ENV_ID: 'https://twikoo.example.com' }, 'twikoo'],
    [{ COMMENT_WALINE_SERVER_URL: 'https://waline.example.com' }, 'waline'],
    [{ WALINE_SERVER_URL: 'https://waline.example.com' }, 'waline'],
    [
      { COMMENT_VALINE_APP_ID: 'abcdefgh-gzGzoHsz', COMMENT_VALINE_APP_KEY: 'k'.repeat(24) },
      'valine'
    ],
    [{ COMMENT_CUSDIS_APP_ID: '82e51db6-dec2-423a-b7c9-b4ff7ebb3302' }, 'cusdis'],
    [{ COMMENT_GITALK_CLIENT_ID: 'Iv1.0123456789abcdef', COMMENT_GITALK_REPO: 'blog' }, 'gitalk'],
    [{ COMMENT_WEBMENTION_ENABLE: 'true' }, 'webmention']
  ])('%o turns on exactly %s', (env, id) => {
    expect(ids(env)).toEqual([id])
  })

  it('several at once keep the registry order (shown as tabs)', () => {
    expect(
      ids({
        COMMENT_WEBMENTION_ENABLE: 'true',
        COMMENT_UTTERANCES_REPO: 'a/b',
        COMMENT_WALINE_SERVER_URL: 'https://waline.example.com'
      })
    ).toEqual(['utterances', 'waline', 'webmention'])
  })
})

describe('content security policy from the service list', () => {
  const base = { CUSTOM_EXTERNAL_JS: [], CUSTOM_EXTERNAL_CSS: [], ALLOW_NOTION_SCRIPTS: false }
  const directive = (csp: string, name: string) =>
    csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

  it('admits the services switched on and the https origin of their servers', () => {
    const csp = contentSecurityPolicy({
      ...base,
      COMMENT_ARTALK_SERVER: 'https://artalk.example.com/api',
      COMMENT_ARTALK_JS: 'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/Artalk.js',
      MATOMO_HOST_URL: 'https://stats.example.com',
      MATOMO_SITE_ID: '3',
      COMMENT_WALINE_SERVER_URL: 'http://insecure.example.com'
    })
    expect(directive(csp, 'connect-src')).toContain('https://artalk.example.com')
    expect(directive(csp, 'script-src')).toContain(
      'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/'
    )
    expect(directive(csp, 'script-src')).toContain('https://stats.example.com')
    expect(directive(csp, 'connect-src')).toContain('https://stats.example.com')
    expect(directive(csp, 'script-src')).not.toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'connect-src')).not.toContain('https://webmention.io')
    expect(csp).not.toContain('insecure.example.com')
  })

  it('admits nothing of a service whose settings do not switch it on', () => {
    const csp = contentSecurityPolicy({
      ...base,
      MATOMO_HOST_URL: 'https://stats.example.com',
      COMMENT_ARTALK_JS: 'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/Artalk.js'
    })
    expect(csp).not.toContain('stats.example.com')
    expect(csp).not.toContain('cdnjs.cloudflare.com')
  })
})
