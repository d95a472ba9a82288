import { afterEach, describe, expect, it } from 'vitest'
import { schema } from '@/blog.config'
import { ConfigError, loadConfig, publicConfigOf } from '@/lib/config/load-config'
import { setLogSink } from '@/lib/log'

let restore: (() => void) | undefined
const collectWarnings = () => {
  const lines: string[] = []
  restore = setLogSink((_level, message) => lines.push(message))
  return lines
}
afterEach(() => restore?.())

describe('loadConfig', () => {
  it('uses the declared defaults when nothing overrides them', () => {
    const { config, origin } = loadConfig()
    expect(config.THEME).toBe('plog')
    expect(config.LANG).toBe('zh-CN')
    expect(config.SINCE).toBe(2021)
    expect(config.NEXT_REVALIDATE_SECOND).toBe(5)
    expect(config.APPEARANCE_DARK_TIME).toEqual([18, 6])
    expect(config.POSTS_PER_PAGE).toBe(12)
    expect(config.IMAGE_COMPRESS_WIDTH).toBe(800)
    expect(origin.THEME).toBe('file')
  })

  it('lets env override the file and Notion override env', () => {
    const { config, origin } = loadConfig({
      env: { THEME: 'hexo', POSTS_PER_PAGE: '20', ENABLE_RSS: 'false' },
      notion: { THEME: 'medium' }
    })
    expect(config.THEME).toBe('medium')
    expect(origin.THEME).toBe('notion')
    expect(config.POSTS_PER_PAGE).toBe(20)
    expect(origin.POSTS_PER_PAGE).toBe('env')
    expect(config.ENABLE_RSS).toBe(false)
  })

  it("reads NotionNext's NEXT_PUBLIC_ names, and LANG only under a non-shell name", () => {
    const { config } = loadConfig({
      env: { NEXT_PUBLIC_THEME: 'next', LANG: 'C.UTF-8', NEXT_PUBLIC_LANG: 'en-US' }
    })
    expect(config.THEME).toBe('next')
    expect(config.LANG).toBe('en-US')
  })

  it('coerces text per SPEC §5 and checks it against the declared type', () => {
    const { config } = loadConfig({
      env: {
        TITLE: '2048',
        APPEARANCE_DARK_TIME: '[20, 7]',
        CUSTOM_EXTERNAL_CSS: 'https://a.example/x.css, https://b.example/y.css',
        GREETING_WORDS: '["one","two"]'
      }
    })
    expect(config.TITLE).toBe('2048')
    expect(config.APPEARANCE_DARK_TIME).toEqual([20, 7])
    expect(config.CUSTOM_EXTERNAL_CSS).toEqual([
      'https://a.example/x.css',
      'https://b.example/y.css'
    ])
    expect(config.GREETING_WORDS).toEqual(['one', 'two'])
  })

  it.each([
    ['POSTS_PER_PAGE', 'twelve', /POSTS_PER_PAGE from env POSTS_PER_PAGE: expected a number/],
    ['ENABLE_RSS', 'yes', /ENABLE_RSS from env ENABLE_RSS: expected true or false/],
    ['APPEARANCE', 'sepia', /APPEARANCE .*expected one of light, dark, auto/],
    ['APPEARANCE_DARK_TIME', '[30, 6]', /APPEARANCE_DARK_TIME .*unexpected value/],
    ['APPEARANCE_DARK_TIME', 'evening', /APPEARANCE_DARK_TIME .*expected JSON/]
  ])('fails the build on a bad env value for %s', (name, value, message) => {
    expect(() => loadConfig({ env: { [name]: value } })).toThrow(ConfigError)
    expect(() => loadConfig({ env: { [name]: value } })).toThrow(message)
  })

  it('fails on a bad value in the file, naming the key and the file', () => {
    const spec = schema.POSTS_PER_PAGE as { default: unknown }
    const saved = spec.default
    spec.default = 'many'
    try {
      expect(() => loadConfig()).toThrow(
        /POSTS_PER_PAGE in conf\/posts\.config\.ts: expected a number/
      )
    } finally {
      spec.default = saved
    }
  })

  it('logs and ignores a bad value from Notion, keeping the previous one', () => {
    const warnings = collectWarnings()
    const { config, origin } = loadConfig({
      env: { POSTS_PER_PAGE: '9' },
      notion: { POSTS_PER_PAGE: 'lots', APPEARANCE: 'dark' }
    })
    expect(config.POSTS_PER_PAGE).toBe(9)
    expect(origin.POSTS_PER_PAGE).toBe('env')
    expect(config.APPEARANCE).toBe('dark')
    expect(warnings.join('\n')).toMatch(
      /POSTS_PER_PAGE: expected a number.*keeping the env value 9/
    )
  })

  it('refuses numbers outside their range from Notion (warning, default kept) and from env (error)', () => {
    const warnings = collectWarnings()
    const { config } = loadConfig({
      notion: { POSTS_PER_PAGE: '0', RSS_LIMIT: '0.001', LATEST_POST_COUNT: '100000' }
    })
    expect(config.POSTS_PER_PAGE).toBe(12)
    expect(config.RSS_LIMIT).toBe(20)
    expect(config.LATEST_POST_COUNT).toBe(6)
    expect(warnings.join('\n')).toMatch(/POSTS_PER_PAGE: expected a number from 1 to 100, got 0/)
    expect(() => loadConfig({ env: { POSTS_PER_PAGE: '0.001' } })).toThrow(/from 1 to 100/)
    expect(() => loadConfig({ env: { NEXT_REVALIDATE_SECOND: '0' } })).toThrow(
      /NEXT_REVALIDATE_SECOND from env/
    )
  })

  it('lets Notion set content and look, never the data model, security or URLs', () => {
    const warnings = collectWarnings()
    const { config } = loadConfig({
      notion: {
        TITLE: 'From Notion',
        THEME: 'example',
        NOTION_PROPERTY_PASSWORD: 'nothing-here',
        NOTION_PROPERTY_STATUS_PUBLISH: 'Draft',
        LINK: 'https://evil.example',
        POST_LOCKED_SHOW_SUMMARY: 'true',
        NEXT_REVALIDATE_SECOND: '0'
      }
    })
    expect(config.TITLE).toBe('From Notion')
    expect(config.THEME).toBe('example')
    expect(config.NOTION_PROPERTY_PASSWORD).toBe('password')
    expect(config.NOTION_PROPERTY_STATUS_PUBLISH).toBe('Published')
    expect(config.LINK).toBe('http://localhost:3000')
    expect(config.POST_LOCKED_SHOW_SUMMARY).toBe(false)
    expect(config.NEXT_REVALIDATE_SECOND).toBe(5)
    expect(warnings.filter((w) => w.includes('cannot be set from Notion'))).toHaveLength(5)
  })

  it('takes script URLs from Notion only when the file config or env allows it', () => {
    const warnings = collectWarnings()
    const row = { CUSTOM_EXTERNAL_JS: 'https://cdn.example/a.js' }
    expect(loadConfig({ notion: row }).config.CUSTOM_EXTERNAL_JS).toEqual([])
    expect(warnings.join('\n')).toMatch(/CUSTOM_EXTERNAL_JS loads code.*ALLOW_NOTION_SCRIPTS=true/)
    const allowed = loadConfig({ env: { ALLOW_NOTION_SCRIPTS: 'true' }, notion: row })
    expect(allowed.config.CUSTOM_EXTERNAL_JS).toEqual(['https://cdn.example/a.js'])
    const notFromNotion = loadConfig({ notion: { ...row, ALLOW_NOTION_SCRIPTS: 'true' } })
    expect(notFromNotion.config.CUSTOM_EXTERNAL_JS).toEqual([])
  })

  it('never lets Notion set ids, tokens, base URLs or build switches', () => {
    const warnings = collectWarnings()
    const { config } = loadConfig({
      notion: {
        NOTION_PAGE_ID: 'x',
        NOTION_API_BASE_URL: 'http://evil.example',
        NOTION_TOKEN_V2: 'secret',
        EXPORT: 'true'
      }
    })
    expect(config.NOTION_PAGE_ID).toBe('')
    expect(config.NOTION_API_BASE_URL).toBe('https://app.notion.com/api/v3')
    expect(config.NOTION_TOKEN_V2).toBe('')
    expect(config.EXPORT).toBe(false)
    expect(warnings).toHaveLength(4)
  })

  it('never reads a secret from a NEXT_PUBLIC_ name, and says so', () => {
    const warnings = collectWarnings()
    const { config } = loadConfig({ env: { NEXT_PUBLIC_NOTION_TOKEN_V2: 'leaky-token' } })
    expect(config.NOTION_TOKEN_V2).toBe('')
    expect(warnings.join('\n')).toMatch(/NEXT_PUBLIC_NOTION_TOKEN_V2 is set but never read/)
    expect(warnings.join('\n')).not.toContain('leaky-token')
    expect(loadConfig({ env: { NOTION_TOKEN_V2: 'ok' } }).config.NOTION_TOKEN_V2).toBe('ok')
  })

  it('warns once about unknown Notion keys', () => {
    const warnings = collectWarnings()
    loadConfig({ notion: { NOT_A_KEY: '1' } })
    loadConfig({ notion: { NOT_A_KEY: '1' } })
    expect(warnings).toEqual(['Notion Config table: unknown setting NOT_A_KEY, ignored'])
  })
})

describe('publicConfigOf', () => {
  it('keeps public settings and drops server-only ones and secrets', () => {
    const { config } = loadConfig({ env: { NOTION_TOKEN_V2: 'secret-token', THEME: 'hexo' } })
    const publicConfig = publicConfigOf(config) as Record<string, unknown>
    expect(publicConfig.THEME).toBe('hexo')
    expect(JSON.stringify(publicConfig)).not.toContain('secret-token')
    for (const name of ['NOTION_TOKEN_V2', 'NOTION_PAGE_ID', 'NOTION_API_BASE_URL', 'EXPORT']) {
      expect(publicConfig).not.toHaveProperty(name)
    }
  })
})
