import type { GetStaticPropsContext } from 'next'
import { categoryPageProps, tagPageProps } from '@/lib/content/page-props'
import { layoutResult, pageParam, pageParams, pathsResult } from '@/lib/content/page-results'
import type { SiteData } from '@/lib/content/site-types'

type Kind = 'category' | 'tag'
type Params = { category?: string; tag?: string; page?: string }

const termsOf = (data: SiteData, kind: Kind) => (kind === 'category' ? data.categories : data.tags)
const propsOf = (data: SiteData, kind: Kind, name: string, page: number) =>
  kind === 'category' ? categoryPageProps(data, name, page) : tagPageProps(data, name, page)

/** The four routes of a taxonomy: /{kind}/{name} and /{kind}/{name}/page/{n}. */
export function taxonomyRoutes(kind: Kind) {
  return {
    firstPagePaths: () =>
      pathsResult((data) => termsOf(data, kind).map((t) => ({ [kind]: t.name }))),
    firstPageProps: ({ params }: GetStaticPropsContext<Params>) =>
      layoutResult('LayoutPostList', (data) => propsOf(data, kind, params?.[kind] ?? '', 1)),
    pagedPaths: () =>
      pathsResult((data) =>
        termsOf(data, kind).flatMap((t) =>
          pageParams(t.count, data.config.POSTS_PER_PAGE).map((p) => ({ [kind]: t.name, ...p }))
        )
      ),
    pagedProps: ({ params }: GetStaticPropsContext<Params>) =>
      layoutResult('LayoutPostList', (data) => {
        const page = pageParam(params?.page)
        return page ? propsOf(data, kind, params?.[kind] ?? '', page) : null
      })
  }
}
