import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { usePhotoConfig } from '@/themes/photo/config'
import { Footer } from '@/themes/photo/components/Footer'
import { Header } from '@/themes/photo/components/Header'
import { HomeBackground } from '@/themes/photo/components/HomeBackground'

/**
 * The photographer's frame (charcoal at night, inline code lightened to stay readable on it): the
 * centred masthead, an optional full-screen cover on home, the content edge to edge (the strip
 * runs off both sides), the footer and back to top.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = usePhotoConfig()
  const home = page.layout === 'LayoutIndex' && page.page <= 1
  return (
    <div className="flex min-h-screen flex-col bg-white font-light text-neutral-800 dark:bg-[#2A2A2A] dark:text-neutral-200 dark:[--notion-inline-code:rgb(255,135,125)]">
      <Header />
      {home && config.PHOTO_HOME_BACKGROUND && <HomeBackground />}
      <main className="isolate w-full flex-1">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      <FloatingActions post={page.layout === 'LayoutSlug' ? page.post : null} />
    </div>
  )
}
