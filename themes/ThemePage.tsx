import { useEffect } from 'react'
import { CustomResources } from '@/components/CustomResources'
import { SearchModalProvider } from '@/components/SearchModalProvider'
import { Seo } from '@/components/Seo'
import type { PageProps } from '@/lib/content/layout-props'
import { localeFromQuery } from '@/lib/i18n/locale-param'
import { dictionaryLocale } from '@/lib/i18n/messages'
import { MessagesProvider } from '@/lib/i18n/use-messages'
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
  return (
    <MessagesProvider lang={lang}>
      <Seo page={page} />
      <CustomResources config={config} />
      <SearchModalProvider indexUrl={page.siteProps.search.indexUrl}>
        <Root {...page} />
      </SearchModalProvider>
    </MessagesProvider>
  )
}
