import { useRouter } from 'next/router'
import { CustomResources } from '../components/CustomResources'
import { SearchModalProvider } from '../components/SearchModalProvider'
import { Seo } from '../components/Seo'
import type { PageProps } from '../lib/content/layout-props'
import { MessagesProvider } from '../lib/i18n/use-messages'
import { themeFor } from './registry'

/**
 * What every page renders. Static HTML carries the configured theme; after hydration `?theme=`
 * may pick another (THEME_SWITCH), whose code loads on demand.
 */
export function ThemePage(page: PageProps) {
  const { query } = useRouter()
  const { config } = page.siteProps
  const requested = config.THEME_SWITCH && typeof query.theme === 'string' ? query.theme : null
  const { Root } = themeFor(requested ?? config.THEME)
  return (
    <MessagesProvider lang={config.LANG}>
      <Seo page={page} />
      <CustomResources config={config} />
      <SearchModalProvider indexUrl={page.siteProps.search.indexUrl}>
        <Root {...page} />
      </SearchModalProvider>
    </MessagesProvider>
  )
}
