import type { GetServerSidePropsContext } from 'next'
import { siteParam } from '@/lib/pages/language-routes'
import { layoutServerResult, pageParam } from '@/lib/pages/page-results'
import { searchPageProps } from '@/lib/pages/search-props'

export { ThemePage as default } from '@/themes/ThemePage'

/** `/search/{keyword}` is page 1, `/search/{keyword}/page/{n}` page n; anything else a 404. */
function pageOf(rest: string[] | undefined): number | null {
  if (!rest?.length) return 1
  return rest.length === 2 && rest[0] === 'page' ? pageParam(rest[1]) : null
}

/**
 * Server mode only (a `.ts` page: next.config.ts leaves those out of a static export, which
 * searches in the browser at /search?s=). Keywords are open-ended, so each is rendered per
 * request rather than stored as a regenerated page.
 */
export const getServerSideProps = ({
  params,
  query,
  res
}: GetServerSidePropsContext<{ keyword: string; page?: string[] }>) =>
  layoutServerResult(
    'LayoutSearch',
    (data) => {
      const page = pageOf(params?.page)
      return page ? searchPageProps(data, params?.keyword ?? '', page) : null
    },
    res,
    siteParam(query)
  )
