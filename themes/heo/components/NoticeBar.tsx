import { StrokeIcon } from '@/components/StrokeIcon'
import { NoticeTicker } from '@/components/widgets/NoticeTicker'
import { cn } from '@/lib/style/cn'
import { useHeoConfig } from '@/themes/heo/config'
import { ACCENT_HOVER, ACCENT_TEXT, CARD } from '@/themes/heo/components/styles'
import { useHeoStrings } from '@/themes/heo/strings'

/** The one-line ticker of HEO_NOTICE_BAR over the hero. */
export function NoticeBar() {
  const config = useHeoConfig()
  const s = useHeoStrings()
  if (!config.HEO_NOTICE_BAR.length) return null
  return (
    <div className={cn(CARD, 'flex items-center gap-3 px-4 py-2 text-sm')}>
      <span className={ACCENT_TEXT}>
        <StrokeIcon>
          <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1ZM16 8a5 5 0 0 1 0 8" />
        </StrokeIcon>
      </span>
      <NoticeTicker
        items={config.HEO_NOTICE_BAR}
        label={s.NOTICE}
        className="min-w-0 flex-1 text-center"
        classes={{ link: ACCENT_HOVER }}
      />
    </div>
  )
}
