import type { PageProps } from '../../lib/theme/layout-props'

/** A page of the demo as a build would render it: its path and its page's props. */
export interface DemoPage {
  path: string
  page: PageProps
}

/**
 * One route of each page type of the bundled demo (routes of one type share their markup), the
 * same list the browser tests sweep for page errors in every theme.
 */
export const DEMO_PAGE_TYPE_ROUTES = [
  '/',
  '/page/2',
  '/archive',
  '/archive/2023',
  '/category',
  '/category/Travel',
  '/category/随笔',
  '/tag',
  '/tag/mountains',
  '/search',
  '/search/film',
  '/about',
  '/about/site/colophon',
  '/article/sea-of-clouds',
  '/article/contact-sheets',
  '/article/writing-in-notion',
  '/article/how-this-site-works',
  '/article/darkroom-kitchen-sink',
  '/no-such-page-here'
] as const

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * The props each of those routes gets from the page functions pages/ call, for the demo under
 * the current environment (THEME and the other settings): imported on call, so a test that
 * resets modules between settings gets a fresh site.
 */
export async function demoPageTypes(
  routes: readonly string[] = DEMO_PAGE_TYPE_ROUTES
): Promise<DemoPage[]> {
  const { siteRouteResult } = await import('../../lib/pages/site-routes')
  const { layoutResult } = await import('../../lib/pages/page-results')
  const { searchPageProps } = await import('../../lib/pages/search-props')
  const { siteProps } = await import('../../lib/pages/page-props')
  const notFound = () => layoutResult('Layout404', (data) => ({ siteProps: siteProps(data) }))
  const pages: DemoPage[] = []
  for (const path of routes) {
    const segments = segmentsOf(path)
    const result =
      segments[0] === 'search' && segments[1]
        ? await layoutResult('LayoutSearch', (data) => searchPageProps(data, segments[1]!))
        : await siteRouteResult(segments)
    const found = 'props' in result ? result : await notFound()
    if (!('props' in found)) throw new Error(`${path}: no page, not even the 404`)
    pages.push({ path, page: await found.props })
  }
  return pages
}
