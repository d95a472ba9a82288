import { renderBodyHtml } from '@/components/notion-renderer/body-html'
import { writeExportArtifacts } from '@/lib/pages/write-export-artifacts'
import { getSiteData } from '@/lib/pages/get-site-data'
import { siteProps } from '@/lib/pages/page-props'
import { layoutResult } from '@/lib/pages/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = async () => {
  // Every build renders /404, so a static export writes its feeds, sitemap etc. from here.
  await writeExportArtifacts(await getSiteData(), renderBodyHtml)
  return layoutResult('Layout404', (data) => ({ siteProps: siteProps(data) }))
}
