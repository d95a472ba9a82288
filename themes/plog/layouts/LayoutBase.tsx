import dynamic from 'next/dynamic'
import { useCallback, useState } from 'react'
import { LanguageSwitch } from '@/components/LanguageSwitch'
import { RouteTransition } from '@/components/RouteTransition'
import { ThemeSwitch } from '@/components/ThemeSwitch'
import { useSite } from '@/components/theme/theme-context'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { BottomBar } from '@/themes/plog/components/BottomBar'
import { LightboxProvider } from '@/themes/plog/components/lightbox-context'
import { TopBar } from '@/themes/plog/components/TopBar'

// Drawn only once a visitor opens it: its chunk (the author card, contacts, QR code, footer) loads
// on that first tap, never with the page.
const SlideOver = dynamic(
  () => import('@/themes/plog/components/SlideOver').then((m) => m.SlideOver),
  { ssr: false }
)

/**
 * The glass bars (top on mobile, bottom on desktop), the page with its route transition, the
 * lightbox and the slide-over. White by day, pure black by night.
 */
export function LayoutBase({ children }: LayoutBaseProps) {
  const site = useSite()
  const [info, setInfo] = useState(false)
  const closeInfo = useCallback(() => setInfo(false), [])
  return (
    <div className="min-h-screen bg-white text-neutral-900 antialiased selection:bg-neutral-900 selection:text-white dark:bg-black dark:text-neutral-100 dark:selection:bg-white dark:selection:text-black">
      <LightboxProvider>
        <TopBar onInfo={() => setInfo(true)} infoOpen={info} />
        <div className="flex min-h-screen flex-col pt-14 md:pt-0 md:pb-14">
          <main className="flex-1">
            <RouteTransition>{children}</RouteTransition>
          </main>
          <div className="flex items-center justify-center gap-3 px-4 py-6 text-xs text-muted">
            <ThemeSwitch
              config={site.config}
              className="rounded-full px-3 py-1 ring-1 ring-black/10 hover:bg-black/5 dark:ring-white/15 dark:hover:bg-white/10"
            />
            <LanguageSwitch />
          </div>
        </div>
        <BottomBar onInfo={() => setInfo(true)} infoOpen={info} />
        {info && <SlideOver onClose={closeInfo} />}
      </LightboxProvider>
    </div>
  )
}
