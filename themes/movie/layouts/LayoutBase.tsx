import { RouteTransition } from '@/components/RouteTransition'
import { FloatingActions } from '@/components/widgets/FloatingActions'
import { cn } from '@/lib/style/cn'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { useMovieConfig } from '@/themes/movie/config'
import { Footer } from '@/themes/movie/components/Footer'
import { Header } from '@/themes/movie/components/Header'
import { HomeBackground } from '@/themes/movie/components/HomeBackground'
import { ICON_BUTTON_BOX, PAGE } from '@/themes/movie/components/styles'

/**
 * A film catalogue (THEMES.md §4.12): the tall header with the big title, the content across the
 * full width, the footer with the dark-mode toggle, and a back-to-top button.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const config = useMovieConfig()
  const background = page.layout === 'LayoutIndex' && config.MOVIE_HOME_BACKGROUND
  return (
    <div className={cn('isolate flex min-h-screen flex-col', PAGE)}>
      {background && <HomeBackground />}
      <Header />
      <main className="isolate w-full flex-1 px-6 pt-4">
        <RouteTransition>{children}</RouteTransition>
      </main>
      <Footer />
      <FloatingActions
        comments={false}
        threshold={200}
        classes={{
          button: cn(
            ICON_BUTTON_BOX,
            'border border-black/10 bg-neutral-900 text-white shadow-lg backdrop-blur hover:bg-neutral-700 hover:text-white dark:border-white/10 dark:bg-neutral-900/90 dark:text-neutral-300 dark:hover:bg-white/10 dark:hover:text-white'
          )
        }}
      />
    </div>
  )
}
