import { taxonomyRoutes } from '@/lib/content/taxonomy-routes'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

const routes = taxonomyRoutes('category')
export const getStaticPaths = routes.pagedPaths
export const getStaticProps = routes.pagedProps
