import { useCallback, useState } from 'react'
import { TocDrawer } from '@/components/article/TocDrawer'
import { StrokeIcon } from '@/components/StrokeIcon'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { Post } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { showToc } from '@/lib/body/table-of-contents'
import { useHexoConfig } from '@/themes/hexo/config'
import { FLOAT_BUTTON, TOC_CLASSES } from '@/themes/hexo/components/styles'

/**
 * The floating stack bottom-right: on an article a contents button (below lg, where the
 * sidebar's contents card is out of sight) opening the contents drawer, the jump to comments,
 * dark mode and back to top.
 */
export function FloatStack({ post }: { post: Post | null }) {
  const t = useMessages()
  const config = useHexoConfig()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const toc = post && config.HEXO_WIDGET_TOC && showToc(post.toc) ? post.toc : null
  return (
    <>
      <FloatingActions
        post={post}
        darkMode={config.HEXO_WIDGET_DARK_MODE}
        top={config.HEXO_WIDGET_TO_TOP}
        comments={config.HEXO_WIDGET_TO_COMMENT}
        threshold={200}
        classes={{
          button: `rounded-full border-black/10 backdrop-blur dark:border-white/10 ${FLOAT_BUTTON}`
        }}
      >
        {toc && (
          <button
            type="button"
            aria-label={t.POST.TABLE_OF_CONTENTS}
            title={t.POST.TABLE_OF_CONTENTS}
            aria-haspopup="dialog"
            data-hexo-toc-button=""
            onClick={() => setOpen(true)}
            className={`flex h-10 w-10 items-center justify-center rounded-full lg:hidden ${FLOAT_BUTTON}`}
          >
            <StrokeIcon>
              <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
            </StrokeIcon>
          </button>
        )}
      </FloatingActions>
      {open && toc && (
        <TocDrawer
          toc={toc}
          onClose={close}
          classes={{ panel: 'bg-white dark:bg-[#101414]' }}
          tocClasses={TOC_CLASSES}
        />
      )}
    </>
  )
}
