import Head from 'next/head'
import type { PageProps } from '@/lib/theme/layout-props'
import { useMessages } from '@/lib/i18n/use-messages'
import { pageTitle } from '@/lib/seo/page-title'

/**
 * The page's <title>, drawn again after each client-side navigation. The rest of the head
 * (description, canonical, Open Graph...) is the server's: components/SeoTags in pages/_document.
 */
export function Seo({ page }: { page: PageProps }) {
  const t = useMessages()
  return (
    <Head>
      <title>{pageTitle(page, t)}</title>
    </Head>
  )
}
