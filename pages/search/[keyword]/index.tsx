import type { GetStaticPropsContext } from 'next'
import { layoutResult, pathsResult } from '../../../lib/content/page-results'
import { searchPageProps } from '../../../lib/content/search-props'
import { ThemePage } from '../../../themes/ThemePage'

export default ThemePage

// Keywords are open-ended: a server renders them on demand; an export searches in the browser.
export const getStaticPaths = () => pathsResult(() => [])

export const getStaticProps = ({ params }: GetStaticPropsContext<{ keyword: string }>) =>
  layoutResult('LayoutSearch', (data) => searchPageProps(data, params?.keyword ?? ''))
