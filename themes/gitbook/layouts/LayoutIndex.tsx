import type { ListPageProps } from '@/lib/theme/props'
import { DocArticle } from '@/themes/gitbook/components/DocArticle'
import { IndexMissing } from '@/themes/gitbook/components/IndexMissing'
import { LayoutPostList } from '@/themes/gitbook/layouts/LayoutPostList'

/**
 * The GITBOOK_INDEX_PAGE post as the home page's body. Without it (missing, or gitbook only
 * switched to in the browser) the pages as a list, with a note to the owner when missing.
 */
export function LayoutIndex(props: ListPageProps) {
  const index = props.indexPost
  if (index?.post) return <DocArticle post={index.post} home />
  return (
    <>
      {index && <IndexMissing slug={index.slug} />}
      <LayoutPostList {...props} />
    </>
  )
}
