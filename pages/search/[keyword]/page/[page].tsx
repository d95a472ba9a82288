import type { GetStaticPropsContext } from 'next'
import { layoutResult, pageParam, pathsResult } from '../../../../lib/content/page-results'
import { searchPageProps } from '../../../../lib/content/search-props'
import { ThemePage } from '../../../../themes/ThemePage'

export default ThemePage

export const getStaticPaths = () => pathsResult(() => [])

export const getStaticProps = ({
  params
}: GetStaticPropsContext<{ keyword: string; page: string }>) =>
  layoutResult('LayoutSearch', (data) => {
    const page = pageParam(params?.page)
    return page ? searchPageProps(data, params?.keyword ?? '', page) : null
  })
