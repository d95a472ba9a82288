import { useEffect } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import { BUSUANZI_SRC } from '@/lib/integrations/busuanzi'
import { loadScript } from '@/lib/integrations/load-script'
import { whenIdle } from '@/lib/integrations/when-idle'

export type ViewCounter = 'off' | 'busuanzi'

/**
 * The page-view counter slot (POST_VIEW_COUNTER). busuanzi fills the element with this id by
 * itself once its script has loaded (when the page is idle); off draws nothing and loads nothing.
 */
export function PageViews({ counter }: { counter: ViewCounter }) {
  const t = useMessages()
  useEffect(() => {
    if (counter !== 'busuanzi') return
    return whenIdle(() => void loadScript({ src: BUSUANZI_SRC }).catch(() => undefined))
  }, [counter])
  if (counter !== 'busuanzi') return null
  return (
    <span data-page-views="">
      <span id="busuanzi_value_page_pv" /> {t.POST.VIEWS}
    </span>
  )
}
