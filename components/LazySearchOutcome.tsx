import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import { trackLoad } from '@/components/lazy-loads'
import type { SearchOutcome } from '@/components/SearchOutcome'

/**
 * A search page's results (the server's hits for /search/{keyword}, the browser's search for
 * /search?s=) as a part of its own: the search page with nothing searched, which shows every
 * post, never loads it. themes/registry.ts imports this module so that the part is in the page's
 * loadable manifest (preloaded before hydration where the server drew it).
 */
export const LazySearchOutcome = dynamic<ComponentProps<typeof SearchOutcome>>(() =>
  trackLoad(import('@/components/SearchOutcome').then((m) => m.SearchOutcome))
)
