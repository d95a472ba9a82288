import type { PostProps } from '@/lib/content/page-props'
import { DocArticle } from '@/themes/gitbook/components/DocArticle'

export function LayoutSlug({ post }: PostProps) {
  return <DocArticle post={post} />
}
