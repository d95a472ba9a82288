import type { GetStaticPropsResult } from 'next'
import { postAt } from '@/lib/content/post-aliases'
import { findPost } from '@/lib/content/post-lookup'
import { getSiteData, languagePrefixes, previewSiteData } from '@/lib/pages/get-site-data'
import { listRoute } from '@/lib/pages/language-routes'
import { postProps } from '@/lib/pages/page-props'
import { siteRouteResult } from '@/lib/pages/site-routes'
import type { PageProps } from '@/lib/theme/layout-props'

/**
 * getStaticProps of `[[...route]]` in Next's draft mode (the owner's preview, turned on by
 * /api/preview): Next renders it per request and never stores it. A post or page, drafts,
 * Invisible and scheduled ones included, is rendered from the workspace with its page fetched
 * from Notion now, a locked one unlocked; any other path renders as visitors see it. Every page
 * carries `siteProps.preview`: the preview bar and `noindex`.
 */
export async function previewRouteResult(
  segments: readonly string[]
): Promise<GetStaticPropsResult<PageProps>> {
  const [first = '', ...rest] = segments
  const lang = (await languagePrefixes()).includes(first) ? first : null
  const post = listRoute(lang ? rest : segments) ? null : await previewPost(lang, segments)
  if (post) return { props: post }
  return marked(await siteRouteResult(segments), true)
}

async function previewPost(lang: string | null, segments: readonly string[]) {
  const data = await previewSiteData(lang)
  const post = data && postAt(data, segments)
  if (!data || !post) return null
  const props = await postProps(data, post.href, { preview: true })
  if (!props) return null
  const live = lang ? await getSiteData({ lang }) : await getSiteData()
  const published = Boolean(live && findPost(live, post.href))
  return {
    layout: 'LayoutSlug' as const,
    ...props,
    siteProps: { ...props.siteProps, preview: { published } }
  }
}

function marked(
  result: GetStaticPropsResult<PageProps>,
  published: boolean
): GetStaticPropsResult<PageProps> {
  if (!('props' in result)) return result
  const page = result.props
  return { props: { ...page, siteProps: { ...page.siteProps, preview: { published } } } }
}
