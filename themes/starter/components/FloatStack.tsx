import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'

/** The blue back-to-top button, shown once the page has scrolled. */
export function FloatStack({ post }: { post: Post | null }) {
  return (
    <FloatingActions
      post={post}
      comments={false}
      threshold={300}
      classes={{
        button:
          'rounded-md border-0 border-black/10 bg-[#3758F9] text-white shadow-md backdrop-blur hover:bg-[#1B44C8] hover:text-white dark:border-white/10 dark:bg-[#3758F9] dark:text-white dark:hover:text-white'
      }}
    />
  )
}
