import { useEffect } from 'react'
import { CustomResources } from '@/components/CustomResources'
import { LanguageRedirect } from '@/components/LanguageRedirect'
import { PreviewBar } from '@/components/PreviewBar'
import { SearchModalProvider } from '@/components/SearchModalProvider'
import { Seo } from '@/components/Seo'
import { LocaleDictionary } from '@/components/theme/LocaleDictionary'
import type { PageProps } from '@/lib/theme/layout-props'
import { localeFromQuery } from '@/lib/i18n/locale-param'
import { dictionaryLocale } from '@/lib/i18n/dictionary-locale'
import { MessagesProvider } from '@/lib/i18n/use-messages'
import { SiteLanguagesProvider } from '@/lib/i18n/use-site-languages'
import { pageAlternates } from '@/lib/seo/page-alternates'
import { useCarriedQuery } from '@/lib/routing/use-carried-query'
import { themeFor } from '@/themes/registry'

/**
 * What every page renders. Static HTML carries the configured theme and language; after
 * hydration `?theme=` (THEME_SWITCH) and `?locale=` / `?lang=` may pick others, and they are
 * carried across internal navigation. One theme root at a time: switching replaces it.
 */
export function ThemePage(page: PageProps) {
  const carried = useCarriedQuery()
  const { config } = page.siteProps
  const requested = config.THEME_SWITCH && carried.theme ? carried.theme : null
  const { Root } = themeFor(requested ?? config.THEME)
  const asked = localeFromQuery(carried)
  const lang = (asked && dictionaryLocale(asked)) ?? config.LANG
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  const { languages, basePath, preview } = page.siteProps
  const alternates = pageAlternates(page)
  return (
    <MessagesProvider lang={lang} fallback={config.LANG}>
      <LocaleDictionary lang={lang} />
      <SiteLanguagesProvider languages={languages} basePath={basePath} alternates={alternates}>
        <Seo page={page} />
        <CustomResources config={config} />
        <LanguageRedirect home={page.layout === 'LayoutIndex' && page.page <= 1} />
        <SearchModalProvider indexUrl={page.siteProps.search.indexUrl}>
          <Root {...page} />
        </SearchModalProvider>
        {preview && <PreviewBar published={preview.published} />}
      </SiteLanguagesProvider>
    </MessagesProvider>
  )
}
