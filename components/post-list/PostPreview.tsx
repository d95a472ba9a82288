import type { PreparedBlocks } from '@/lib/body/types'
import { useSite } from '@/components/theme/theme-context'
import { NotionRenderer } from '@/components/notion-renderer'

/** The first POST_PREVIEW_LINES blocks of a post in a list, through the one renderer. */
export function PostPreview({ body, className }: { body: PreparedBlocks; className?: string }) {
  const { config } = useSite()
  return (
    <div data-post-preview="" className={className}>
      <NotionRenderer body={body} config={config} />
    </div>
  )
}
