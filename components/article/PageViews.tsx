import Script from 'next/script'
import { useMessages } from '@/lib/i18n/use-messages'

export type ViewCounter = 'off' | 'busuanzi'

/**
 * The page-view counter slot (POST_VIEW_COUNTER). busuanzi fills the element with this id by
 * itself once its script has loaded; off draws nothing and loads nothing.
 */
export function PageViews({ counter }: { counter: ViewCounter }) {
  const t = useMessages()
  if (counter !== 'busuanzi') return null
  return (
    <span data-page-views="">
      <span id="busuanzi_value_page_pv" /> {t.POST.VIEWS}
      <Script
        src="https://busuanzi.ibruce.info/busuanzi/2.3/busuanzi.pure.mini.js"
        strategy="lazyOnload"
      />
    </span>
  )
}
