import { siteProps } from '@/lib/content/page-props'
import { layoutResult } from '@/lib/content/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = async () =>
  layoutResult('Layout404', (data) => ({ siteProps: siteProps(data) }))
