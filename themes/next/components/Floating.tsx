import { useState } from 'react'
import { TocDrawer } from '@/components/article/TocDrawer'
import { useSite } from '@/components/theme/theme-context'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'
import { showToc } from '@/lib/body/table-of-contents'
import { useNextConfig } from '@/themes/next/config'
import { TOC_CLASSES } from '@/themes/next/components/styles'

const BUTTON =
  'rounded-md border-0 border-black/10 bg-neutral-900/85 text-white shadow-sm backdrop-blur hover:bg-neutral-900 hover:text-white dark:border-white/10 dark:bg-neutral-800/90 dark:text-neutral-100 dark:hover:text-white'

/**
 * The glass floating group after 100px: contents (phones, opening the drawer), comments, dark
 * mode, back to top with the percent read, to bottom, each per its NEXT_WIDGET_* switch.
 */
export function Floating({ post }: { post: Post | null }) {
  const config = useNextConfig()
  const { config: site } = useSite()
  const [toc, setToc] = useState(false)
  const hasToc = !!post && site.POST_TOC_ENABLE && showToc(post.toc)
  return (
    <>
      <FloatingActions
        post={post}
        threshold={100}
        darkMode={config.NEXT_WIDGET_DARK_MODE}
        top={config.NEXT_WIDGET_TO_TOP}
        toBottom={config.NEXT_WIDGET_TO_BOTTOM}
        onToc={config.NEXT_WIDGET_TOC && hasToc ? () => setToc(true) : undefined}
        classes={{ button: BUTTON, toc: 'lg:hidden' }}
      />
      {toc && post && (
        <TocDrawer toc={post.toc} onClose={() => setToc(false)} tocClasses={TOC_CLASSES} />
      )}
    </>
  )
}
