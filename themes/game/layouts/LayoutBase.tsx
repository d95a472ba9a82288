import { useCallback, useState } from 'react'
import { AdSlot } from '@/components/integrations/AdSlot'
import { RouteTransition } from '@/components/RouteTransition'
import { useSite } from '@/components/theme/theme-context'
import type { LayoutBaseProps } from '@/lib/theme/types'
import { Finder } from '@/themes/game/components/Finder'
import { Footer } from '@/themes/game/components/Footer'
import { InfoCard } from '@/themes/game/components/InfoCard'
import { PhoneHeader } from '@/themes/game/components/PhoneHeader'
import { Rail } from '@/themes/game/components/Rail'

/**
 * A game portal: on xl a rail on the left (logo, menu, ad), then the column of the page, an ad,
 * the card of categories, tags and notice, and the footer; below xl a header card instead of the
 * rail. Search opens the game finder on the right.
 */
export function LayoutBase({ children }: LayoutBaseProps) {
  const { config } = useSite()
  const [finder, setFinder] = useState(false)
  const openFinder = () => setFinder(true)
  const closeFinder = useCallback(() => setFinder(false), [])
  return (
    <div className="flex min-h-screen gap-3 bg-[#eef0f6] p-2 text-neutral-900 [scrollbar-color:#111_transparent] md:p-3 dark:bg-[#0B0D14] dark:text-neutral-100 dark:[scrollbar-color:#000_#1F2030]">
      <Rail
        onSearch={openFinder}
        className="sticky top-3 hidden h-[calc(100vh-1.5rem)] w-52 shrink-0 xl:flex"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <PhoneHeader onSearch={openFinder} />
        <main className="isolate min-w-0 flex-1">
          <RouteTransition>{children}</RouteTransition>
        </main>
        <AdSlot config={config} kind="flow" />
        <InfoCard />
        <Footer />
      </div>
      {finder && <Finder onClose={closeFinder} />}
    </div>
  )
}
