import type { GetServerSidePropsContext } from 'next'
import { siteParam } from '@/lib/content/language-routes'
import { layoutServerResult } from '@/lib/content/page-results'
import { searchPageProps } from '@/lib/content/search-props'

export { ThemePage as default } from '@/themes/ThemePage'

/**
 * Server mode only (a `.ts` page: next.config.ts leaves those out of a static export, which
 * searches in the browser at /search?s=). Keywords are open-ended, so each is rendered per
 * request rather than stored as a regenerated page.
 */
export const getServerSideProps = ({
  params,
  query,
  res
}: GetServerSidePropsContext<{ keyword: string }>) =>
  layoutServerResult(
    'LayoutSearch',
    (data) => searchPageProps(data, params?.keyword ?? ''),
    res,
    siteParam(query)
  )
