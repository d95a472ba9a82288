import { RouterContext } from '@/components/next-internals/router-context'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ThemeProvider } from '@/components/theme/theme-context'
import { siteProps } from '@/lib/pages/page-props'
import { type SiteProps } from '@/lib/theme/props'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { paragraph } from '@/scripts/lib/blocks'
import { buildWorkspace, type RowInput } from '@/scripts/lib/workspace-builder'
import { theme as exampleTheme } from '@/themes/example'
import { staticRouter } from '@/tests/support/render-page'

/** A site built from these rows (two categorised, tagged posts and a notice by default). */
export function widgetSite(rows?: RowInput[]): SiteProps {
  const restore = setLogSink(() => undefined)
  const workspace = buildWorkspace(
    { seed: 'widgets', name: 'Widgets', time: Date.UTC(2024, 0, 1) },
    rows ?? [
      {
        title: 'Alpha',
        slug: 'alpha',
        date: '2024-01-02',
        category: 'Film',
        tags: ['bw', 'night']
      },
      { title: 'Beta', slug: 'beta', date: '2024-01-03', category: 'Film', tags: ['bw'] },
      { title: 'Gamma', slug: 'gamma', date: '2024-01-04', category: 'Gear', tags: ['bw'] },
      {
        title: 'Open call',
        type: 'Notice',
        summary: 'Prints on sale',
        blocks: [paragraph('Hello visitors')]
      }
    ]
  )
  const site = siteProps(buildSiteData({ fetchedAt: '2024-06-01T00:00:00Z', ...workspace }))
  restore()
  return site
}

/** Static markup of a widget inside a theme provider over `site` (its config overridden). */
export function renderWidget(
  site: SiteProps,
  node: ReactNode,
  config: Record<string, unknown> = {}
): string {
  const withConfig = { ...site, config: { ...site.config, ...config } }
  return renderToStaticMarkup(
    <RouterContext.Provider value={staticRouter('/')}>
      <ThemeProvider theme={exampleTheme} site={withConfig}>
        {node}
      </ThemeProvider>
    </RouterContext.Provider>
  )
}
