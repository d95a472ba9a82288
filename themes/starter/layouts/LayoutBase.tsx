import { RouteTransition } from '@/components/RouteTransition'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useStarterConfig } from '@/themes/starter/config'
import { FloatStack } from '@/themes/starter/components/FloatStack'
import { Footer } from '@/themes/starter/components/Footer'
import { Header } from '@/themes/starter/components/Header'
import { PageBanner } from '@/themes/starter/components/PageBanner'

/**
 * The SaaS site: the header over a blue top (the home hero, the 404 screen, or every other
 * page's banner),
 * the content on white, the navy footer and the back-to-top button.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useStarterConfig()
  const home = page.layout === 'LayoutIndex'
  const banner = !home && page.layout !== 'Layout404'
  const overBlue = !home || config.STARTER_HERO_ENABLE
  return (
    <div className="flex min-h-screen flex-col bg-white text-[#111928] dark:bg-[#111928] dark:text-neutral-200">
      <Header overBlue={overBlue} />
      <main className="isolate flex-1">
        {banner && <PageBanner page={page} />}
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      <FloatStack post={page.layout === 'LayoutSlug' ? page.post : null} />
    </div>
  )
}
