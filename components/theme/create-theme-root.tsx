import type { ComponentType } from 'react'
import { resolveLayout } from '@/components/theme/resolve-layout'
import { ThemeFontsHead } from '@/components/theme/ThemeFontsHead'
import { ThemeProvider } from '@/components/theme/theme-context'
import type { PageProps, ThemeDefinition } from '@/lib/theme/types'

export type ThemeRoot = ComponentType<PageProps>

/** A theme's one React root (`#theme-{id}`): LayoutBase around the page's layout. */
export function createThemeRoot(theme: ThemeDefinition): ThemeRoot {
  function ThemeRootComponent(page: PageProps) {
    // The union of layouts is narrowed by `page.layout`; TypeScript cannot follow that link.
    const Layout = resolveLayout(theme, page.layout) as ComponentType<PageProps>
    const { LayoutBase } = theme.layouts
    return (
      <ThemeProvider theme={theme} site={page.siteProps}>
        <ThemeFontsHead fonts={theme.fonts} />
        <div id={`theme-${theme.conf.id}`} className={page.siteProps.config.FONT_STYLE}>
          <LayoutBase page={page}>
            <Layout {...page} />
          </LayoutBase>
        </div>
      </ThemeProvider>
    )
  }
  ThemeRootComponent.displayName = `ThemeRoot(${theme.conf.id})`
  return ThemeRootComponent
}
