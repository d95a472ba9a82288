import { RouterContext } from '@/components/next-internals/router-context'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { SiteLanguagesProvider } from '@/lib/i18n/use-site-languages'
import { staticRouter } from '@/tests/support/render-page'

const options = (html: string) =>
  [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])

const render = (languages: { prefix: string; locale: string }[], basePath = '') =>
  renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter(basePath || '/')}>
      <SiteLanguagesProvider languages={languages} basePath={basePath} alternates={[]}>
        <LanguageSwitch />
      </SiteLanguagesProvider>
    </RouterContext.Provider>
  )

describe('the language switcher', () => {
  it('lists every interface locale on a one-database site', () => {
    expect(options(render([]))).toHaveLength(7)
  })

  it('lists the configured language sites, the current one selected', () => {
    const sites = [
      { prefix: '', locale: 'en-US' },
      { prefix: 'zh', locale: 'zh-CN' },
      { prefix: 'de', locale: 'de' }
    ]
    const html = render(sites, '/zh')
    expect(options(html)).toEqual(['English', '简体中文', 'de'])
    expect(html).toMatch(/<option value="zh" selected="">/)
  })
})
