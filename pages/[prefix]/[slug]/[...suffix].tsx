import { slugRoutes } from '@/lib/content/slug-routes'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

const routes = slugRoutes('deeper')
export const getStaticPaths = routes.paths
export const getStaticProps = routes.props
