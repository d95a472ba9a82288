import { Drawer } from '@/components/Drawer'
import { useMessages } from '@/lib/i18n/use-messages'
import { SearchNav } from '@/themes/hexo/components/SearchNav'

/** The phone's search: a drawer with the search box, the categories and the tags. */
export function SearchDrawer({ onClose }: { onClose: () => void }) {
  const t = useMessages()
  return (
    <Drawer
      label={t.SEARCH.SEARCH}
      side="right"
      onClose={onClose}
      className="bg-[#f5f5f5] text-neutral-800 dark:bg-[#101414] dark:text-neutral-200"
    >
      <div data-hexo-search-drawer="">
        <SearchNav keyword="" clouds />
      </div>
    </Drawer>
  )
}
