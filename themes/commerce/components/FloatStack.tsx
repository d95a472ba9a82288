import { useCallback, useState } from 'react'
import { TocDrawer } from '@/components/article/TocDrawer'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'
import { showToc } from '@/lib/body/table-of-contents'

const BUTTON =
  'rounded-none border-0 border-black/10 bg-[#D2232A] text-white shadow-md backdrop-blur hover:text-white hover:brightness-110 dark:border-white/10 dark:bg-[#D2232A] dark:text-white dark:hover:text-white'

/**
 * The red back-to-top square after 100px; on a product with headings, a contents button on
 * phones and tablets opening the contents drawer.
 */
export function FloatStack({ post }: { post: Post | null }) {
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const toc = post && showToc(post.toc) ? post.toc : null
  return (
    <>
      <FloatingActions
        post={post}
        comments={false}
        threshold={100}
        onToc={toc ? () => setOpen(true) : undefined}
        classes={{ button: BUTTON, toc: 'lg:hidden' }}
      />
      {open && toc && (
        <TocDrawer
          toc={toc}
          onClose={close}
          classes={{
            panel: 'bg-white dark:bg-neutral-900',
            toc: '[&_a[aria-current]]:text-[#B81D23] dark:[&_a[aria-current]]:text-[#f87171]'
          }}
        />
      )}
    </>
  )
}
