import { useEffect } from 'react'
import type { ArchiveYear } from '@/lib/content/archive-years'
import { withBasePath } from '@/lib/base-path'
import { archiveHref } from '@/lib/routing/routes'

const MONTH_HASH = /^#(\d{4})-\d{2}$/

/**
 * `/archive#yyyy-MM` links predate the archive's split by year: when the month is not on this
 * page, go to its year's page, keeping the hash so the browser lands on the month.
 */
export function useArchiveHash(years: ArchiveYear[], current: string | null): void {
  useEffect(() => {
    const { hash } = window.location
    const year = MONTH_HASH.exec(hash)?.[1]
    if (!year || year === current || document.getElementById(hash.slice(1))) return
    if (years.some((y) => y.year === year))
      window.location.replace(withBasePath(`${archiveHref(year)}${hash}`))
  }, [years, current])
}
