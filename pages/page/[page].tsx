import type { GetStaticPropsContext } from 'next'
import { indexPageProps } from '@/lib/content/page-props'
import { layoutResult, pageParam, pageParams, pathsResult } from '@/lib/content/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticPaths = () =>
  pathsResult((data) => pageParams(data.listedPosts.length, data.config.POSTS_PER_PAGE))

export const getStaticProps = ({ params }: GetStaticPropsContext<{ page: string }>) =>
  layoutResult('LayoutPostList', (data) => {
    const page = pageParam(params?.page)
    return page ? indexPageProps(data, page) : null
  })
