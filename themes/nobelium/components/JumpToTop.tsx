import { useScrollDirection } from '@/components/header/use-scroll-direction'
import { StrokeIcon } from '@/components/StrokeIcon'
import { useMessages } from '@/lib/i18n/use-messages'

/** A round "top" button bottom-right, once the visitor is a screen or so down. */
export function JumpToTop() {
  const t = useMessages()
  const { scrolled } = useScrollDirection({ threshold: 600 })
  return (
    <button
      type="button"
      aria-label={t.COMMON.TOP}
      title={t.COMMON.TOP}
      tabIndex={scrolled ? 0 : -1}
      aria-hidden={!scrolled}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={`fixed right-5 bottom-5 z-30 flex h-10 w-10 items-center justify-center rounded-full border border-black/10 bg-white/90 text-neutral-700 shadow-sm backdrop-blur transition-opacity hover:text-neutral-950 motion-reduce:transition-none dark:border-white/10 dark:bg-neutral-900/90 dark:text-neutral-300 dark:hover:text-white ${scrolled ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    >
      <StrokeIcon>
        <path d="M12 19V5M5 12l7-7 7 7" />
      </StrokeIcon>
    </button>
  )
}
