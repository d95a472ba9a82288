import { layoutResult } from '@/lib/content/page-results'
import { searchPageProps } from '@/lib/content/search-props'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = () =>
  layoutResult('LayoutSearch', (data) => searchPageProps(data, ''))
