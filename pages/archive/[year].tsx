import type { GetStaticPropsContext } from 'next'
import { archiveYearProps } from '@/lib/content/page-props'
import { archiveYears } from '@/lib/content/archive-years'
import { layoutResult, pathsResult } from '@/lib/content/page-results'
import { ThemePage } from '@/themes/ThemePage'

export default ThemePage

export const getStaticPaths = () =>
  pathsResult((data) => archiveYears(data.archive).map(({ year }) => ({ year })))

export const getStaticProps = ({ params }: GetStaticPropsContext<{ year: string }>) =>
  layoutResult('LayoutArchive', (data) => archiveYearProps(data, params?.year ?? ''))
