import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useMagzineConfig } from '@/themes/magzine/config'
import { Footer } from '@/themes/magzine/components/Footer'
import { Header } from '@/themes/magzine/components/Header'

/** White pages between the sticky header and the black footer; bands run edge to edge. */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useMagzineConfig()
  const post = page.layout === 'LayoutSlug' ? page.post : null
  return (
    <div className="flex min-h-screen flex-col bg-white text-black dark:bg-neutral-950 dark:text-neutral-100">
      <Header />
      <main className="flex-1">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      {config.MAGZINE_WIDGET_TO_TOP && (
        <FloatingActions
          post={post}
          classes={{
            button:
              'rounded-none border border-black bg-white text-black shadow-sm backdrop-blur hover:bg-[#7BE986] hover:text-black dark:border-white dark:bg-black dark:text-white dark:hover:text-black'
          }}
        />
      )}
    </div>
  )
}
