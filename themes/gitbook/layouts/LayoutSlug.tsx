import type { PostProps } from '@/lib/theme/props'
import { DocArticle } from '@/themes/gitbook/components/DocArticle'

export function LayoutSlug({ post }: PostProps) {
  return <DocArticle post={post} />
}
