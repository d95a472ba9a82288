import { indexPostOf } from '@/lib/content/index-post'
import { indexPageProps } from '@/lib/content/page-props'
import { layoutResult } from '@/lib/content/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticProps = () =>
  layoutResult('LayoutIndex', async (data) => {
    const props = indexPageProps(data)
    const indexPost = await indexPostOf(data)
    return props && indexPost ? { ...props, indexPost } : props
  })
