/** The routes whose bytes the benchmark reports, one per kind of page a visitor opens. */
import { firstPostOf } from './bench-workspace'
import { measureRoute, type PageSize } from './measure-sizes'

export interface BenchRoute {
  name: string
  path: string
}

export const benchRoutes = (): BenchRoute[] => [
  { name: 'home', path: '/' },
  { name: 'list page 2', path: '/page/2' },
  { name: 'post, plain text', path: `/article/${firstPostOf('text')}` },
  { name: 'post, code + equation + table', path: `/article/${firstPostOf('code')}` },
  { name: 'post, table', path: `/article/${firstPostOf('table')}` },
  { name: 'post, database', path: `/article/${firstPostOf('database')}` },
  { name: 'archive', path: '/archive' },
  { name: 'tag', path: '/tag/tag-00' },
  { name: 'search', path: '/search' }
]

export type RouteSize = BenchRoute & { size: PageSize | null }

export const measureRoutes = (distDir: string, routes: BenchRoute[]): RouteSize[] =>
  routes.map((route) => ({ ...route, size: measureRoute(distDir, route.path) }))
