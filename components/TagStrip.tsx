import Link from 'next/link'
import type { Tag } from '../lib/content/types'
import { tagHref } from './TagChip'

/** SPEC §2 tag strip: 'name (count)' chips; the active tag links back to /search. */
export function TagStrip({ tags, active = null }: { tags: Tag[]; active?: string | null }) {
  return (
    <ul className="flex gap-2 overflow-x-auto py-2 text-sm whitespace-nowrap">
      {tags.map((tag) => {
        const current = tag.name === active
        return (
          <li key={tag.name}>
            <Link
              href={current ? '/search' : tagHref(tag.name)}
              aria-current={current ? 'page' : undefined}
              className={`block rounded px-2 py-1 ${current ? 'bg-neutral-800 text-white dark:bg-neutral-200 dark:text-neutral-900' : 'bg-neutral-100 hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700'}`}
            >
              {tag.name} ({tag.count})
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
