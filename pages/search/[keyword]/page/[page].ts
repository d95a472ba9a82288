import type { GetServerSidePropsContext } from 'next'
import { siteParam } from '@/lib/content/language-routes'
import { layoutServerResult, pageParam } from '@/lib/content/page-results'
import { searchPageProps } from '@/lib/content/search-props'

export { ThemePage as default } from '@/themes/ThemePage'

/** Server mode only, rendered per request: see ../index.ts. */
export const getServerSideProps = ({
  params,
  query,
  res
}: GetServerSidePropsContext<{ keyword: string; page: string }>) =>
  layoutServerResult(
    'LayoutSearch',
    (data) => {
      const page = pageParam(params?.page)
      return page ? searchPageProps(data, params?.keyword ?? '', page) : null
    },
    res,
    siteParam(query)
  )
