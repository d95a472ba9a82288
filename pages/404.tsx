import { siteProps } from '@/lib/pages/page-props'
import { layoutResult } from '@/lib/pages/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = async () =>
  layoutResult('Layout404', (data) => ({ siteProps: siteProps(data) }))
