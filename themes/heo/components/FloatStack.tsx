import { useCallback, useState } from 'react'
import { TocDrawer } from '@/components/article/TocDrawer'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'
import { showToc } from '@/lib/body/table-of-contents'
import { ACCENT_BG, TOC_CURRENT } from '@/themes/heo/components/styles'

/**
 * On an article, the floating contents button of narrow screens (the sidebar is hidden below
 * xl) and the jump to comments; back to top is the nav's reading badge.
 */
export function FloatStack({ post }: { post: Post | null }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const toc = post && showToc(post.toc) ? post.toc : null
  if (!post) return null
  return (
    <>
      <FloatingActions
        post={post}
        top={false}
        threshold={200}
        onToc={toc ? () => setOpen(true) : undefined}
        classes={{
          button: `rounded-full border-0 border-black/10 shadow-md backdrop-blur hover:text-neutral-950 hover:brightness-110 dark:border-white/10 dark:hover:text-white ${ACCENT_BG}`,
          toc: 'xl:hidden'
        }}
      />
      {open && toc && (
        <TocDrawer
          toc={toc}
          onClose={close}
          classes={{ panel: 'bg-[#f7f9fe] dark:bg-[#18171d]', toc: TOC_CURRENT }}
        />
      )}
    </>
  )
}
