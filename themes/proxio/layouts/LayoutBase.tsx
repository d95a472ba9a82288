import { CursorDot } from '@/components/landing/CursorDot'
import { WelcomeCover } from '@/components/landing/WelcomeCover'
import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import { cn } from '@/lib/style/cn'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useProxioConfig } from '@/themes/proxio/config'
import { Footer } from '@/themes/proxio/components/Footer'
import { Header } from '@/themes/proxio/components/Header'
import { SURFACE } from '@/themes/proxio/components/styles'
import styles from '@/themes/proxio/proxio.module.css'
import { useProxioStrings } from '@/themes/proxio/strings'

/**
 * A portfolio (THEMES.md §4.18): the header (see-through over the home hero), the page, the dark
 * footer, back to top, the cursor dot, and on the home page the welcome cover over it all.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useProxioConfig()
  const s = useProxioStrings()
  const home = page.layout === 'LayoutIndex'
  const post = page.layout === 'LayoutSlug' ? page.post : null
  const welcome = home && config.PROXIO_WELCOME_COVER_ENABLE && config.PROXIO_WELCOME_TEXT.trim()
  return (
    <div className={cn(styles.root, SURFACE, 'flex flex-col')}>
      <Header overHero={home && config.PROXIO_HERO_ENABLE} />
      <main className="isolate flex-1">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      <FloatingActions
        post={post}
        threshold={200}
        classes={{
          button:
            'rounded-full border border-transparent bg-[#121212] text-white shadow-sm backdrop-blur hover:text-white dark:border-white/10 dark:bg-white dark:text-[#121212] dark:hover:text-[#121212]'
        }}
      />
      <CursorDot />
      {welcome && <WelcomeCover text={welcome} enterLabel={s.ENTER} label={s.WELCOME} />}
    </div>
  )
}
