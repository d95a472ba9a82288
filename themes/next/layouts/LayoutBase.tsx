import { RouteTransition } from '@/components/RouteTransition'
import { taxonomyIndexOf } from '@/lib/theme/layout-props'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { Floating } from '@/themes/next/components/Floating'
import { Footer } from '@/themes/next/components/Footer'
import { LeftColumn } from '@/themes/next/components/LeftColumn'
import { PhoneBar } from '@/themes/next/components/PhoneBar'
import { RightColumn } from '@/themes/next/components/RightColumn'

/**
 * NexT's Pisces scheme: a thin dark rule, then the brand column, the centre of white cards on the
 * grey page and the widget column; on phones a black top bar. The floating group throughout.
 */
export function LayoutBase({ page, children }: LayoutBaseProps) {
  const post = page.layout === 'LayoutSlug' ? page.post : null
  return (
    <div className="min-h-screen border-t-2 border-neutral-800 bg-[#eeedee] text-neutral-800 dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-200">
      <PhoneBar />
      <div className="mx-auto flex max-w-[1400px] items-stretch gap-3 lg:px-4 lg:pt-3">
        <LeftColumn toc={post?.toc ?? null} />
        <div className="min-w-0 flex-1">
          <main className="mx-auto max-w-3xl pt-3 lg:pt-0 xl:max-w-4xl">
            <RouteTransition>{children}</RouteTransition>
          </main>
          <Footer />
        </div>
        <RightColumn path={taxonomyIndexOf(page)} />
      </div>
      <Floating post={post} />
    </div>
  )
}
