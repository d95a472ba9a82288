import { useRouter } from 'next/router'
import type { FormEvent } from 'react'
import { SearchIcon } from '@/components/SearchIcon'
import { searchQueryHref } from '@/lib/routing/routes'
import { cn } from '@/lib/style/cn'
import { useLinkFilter } from '@/themes/nav/components/link-filter'
import { useNavStrings } from '@/themes/nav/strings'

/**
 * The top bar's search field. It filters the link directory as one types; on a page without
 * the directory, Enter opens the search page with the words.
 */
export function FilterInput({ directory, className }: { directory: boolean; className?: string }) {
  const s = useNavStrings()
  const router = useRouter()
  const { query, setQuery } = useLinkFilter()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const words = query.trim()
    if (!directory && words) void router.push(searchQueryHref(words))
  }
  return (
    <form role="search" onSubmit={submit} className={cn('relative', className)}>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-neutral-500 dark:text-neutral-400">
        <SearchIcon />
      </span>
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setQuery('')}
        placeholder={s.FILTER}
        aria-label={s.FILTER}
        data-link-filter=""
        className="w-full rounded-full border border-neutral-200 bg-white py-1.5 pr-3 pl-9 text-sm outline-none focus:border-sky-500 dark:border-neutral-700 dark:bg-neutral-800 dark:focus:border-sky-400"
      />
    </form>
  )
}
