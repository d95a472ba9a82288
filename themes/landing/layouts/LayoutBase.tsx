import { RouteTransition } from '@/components/RouteTransition'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { cn } from '@/lib/style/cn'
import { Footer } from '@/themes/landing/components/Footer'
import { Header } from '@/themes/landing/components/Header'

/**
 * The fixed header, the page, the footer. The home page runs under the transparent header; the
 * blog pages start below it in a narrower column.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const home = page.layout === 'LayoutIndex'
  return (
    <div className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
      <Header />
      <main
        className={cn(
          'isolate w-full flex-1',
          !home && 'mx-auto max-w-screen-lg px-4 pt-28 pb-16 sm:px-6 md:pt-32'
        )}
      >
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
    </div>
  )
}
