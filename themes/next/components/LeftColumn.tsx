import { SearchBox } from '@/components/SearchBox'
import type { TocItem } from '@/lib/body/types'
import { useNextStrings } from '@/themes/next/strings'
import { useNextConfig } from '@/themes/next/config'
import { Brand } from '@/themes/next/components/Brand'
import { SideCard } from '@/themes/next/components/SideCard'
import { SideMenu } from '@/themes/next/components/SideMenu'
import { CARD } from '@/themes/next/components/styles'

/** The brand column (lg and up): logo block, menu, search field, then the sticky tabbed card. */
export function LeftColumn({ toc }: { toc: readonly TocItem[] | null }) {
  const config = useNextConfig()
  const s = useNextStrings()
  return (
    <aside aria-label={s.SIDEBAR} data-next-left="" className="hidden w-60 shrink-0 lg:block">
      <div className="shadow-sm">
        <Brand />
        <SideMenu />
      </div>
      {config.NEXT_MENU_SEARCH && (
        <div className={`${CARD} mt-3 p-3`}>
          <SearchBox className="border px-3 rounded-none border-neutral-300 py-1.5 text-sm dark:border-neutral-600" />
        </div>
      )}
      <SideCard toc={toc} />
    </aside>
  )
}
